import { bannerPositions, type ContentItem, type ContentKind } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { type ContentRow, contentAdminRepo } from './admin-repo.ts';
import { CONTENT_CHANGED } from './service.ts';

const names: Record<ContentKind, string> = {
  nav: '导航',
  banners: '轮播图',
  'hot-searches': '热门搜索',
  links: '友情链接',
};
const targetTypes: Record<ContentKind, string> = {
  nav: 'nav_item',
  banners: 'banner',
  'hot-searches': 'hot_search',
  links: 'link',
};

/**
 * A row as the console shows it: the spec's snake_case names, flags as 0/1.
 * Built by name for the four tables at once; the contract's row of each kind
 * (contentItems) checks it in tests.
 */
function present(kind: ContentKind, r: ContentRow): ContentItem {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r))
    out[k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      typeof v === 'boolean' ? (v ? 1 : 0) : v;
  if (kind === 'banners')
    out.position_name = bannerPositions[r.position as keyof typeof bannerPositions] ?? r.position;
  return out as ContentItem;
}

/** A request's fields as column values. */
function columns(body: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    const col = k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    out[col] = k === 'is_open' ? v === 1 : v;
  }
  return out;
}

/** A banner without a picture shows one the server draws from its title. */
const drawnBanner = (id: number) => `/img/focus/${id}.svg`;

/** 内容管理: navigation, banners, hot searches and links; buyers see each change at once. */
export function contentAdminService({ db, bus, audit }: { db: Db; bus: Bus; audit: Audit }) {
  async function checkNavParent(tx: DbOrTx, parentId: unknown, self?: number) {
    if (parentId === undefined || parentId === null) return;
    if (parentId === self) throw fieldError('parent_id', '上级导航不能是自己');
    // Locked: a concurrent delete of the parent waits for this write.
    const parent = await contentAdminRepo(tx, 'nav').one(parentId as number, true);
    if (!parent) throw fieldError('parent_id', '上级导航不存在');
    if (parent.parentId !== null) throw fieldError('parent_id', '导航最多两级，上级须为一级导航');
  }

  async function write<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const out = await db.transaction(fn);
    // Committed: the header, footer and banners are read afresh in every process.
    await bus.publish(CONTENT_CHANGED, '');
    return out;
  }

  return {
    async list(kind: ContentKind) {
      return (await contentAdminRepo(db, kind).list()).map((r) => present(kind, r));
    },

    async create(actor: Actor, kind: ContentKind, body: Record<string, unknown>) {
      const row = await write(async (tx) => {
        const repo = contentAdminRepo(tx, kind);
        if (kind === 'nav') await checkNavParent(tx, body.parent_id);
        let row = await repo.insert(columns(body));
        if (kind === 'banners' && row.image === '')
          row = (await repo.update(row.id, { image: drawnBanner(row.id) }))!;
        await audit(tx, actor, {
          action: `content.create`,
          targetType: targetTypes[kind],
          targetId: row.id,
          before: null,
          after: present(kind, row),
        });
        return row;
      });
      return present(kind, row);
    },

    async update(actor: Actor, kind: ContentKind, id: number, body: Record<string, unknown>) {
      const row = await write(async (tx) => {
        const repo = contentAdminRepo(tx, kind);
        const before = await repo.one(id, true);
        if (!before) throw notFound(names[kind]);
        if (kind === 'nav') {
          await checkNavParent(tx, body.parent_id, id);
          if (body.parent_id && (await repo.list()).some((r) => r.parentId === id))
            throw fieldError('parent_id', '该导航有下级导航，不能再移到其他导航下');
        }
        const values = columns(body);
        if (kind === 'banners' && values.image === '') values.image = drawnBanner(id);
        const after = (await repo.update(id, values))!;
        await audit(tx, actor, {
          action: 'content.update',
          targetType: targetTypes[kind],
          targetId: id,
          before: present(kind, before),
          after: present(kind, after),
        });
        return after;
      });
      return present(kind, row);
    },

    async remove(actor: Actor, kind: ContentKind, id: number) {
      await write(async (tx) => {
        // A navigation item's children go with it (ON DELETE CASCADE).
        const before = await contentAdminRepo(tx, kind).remove(id);
        if (!before) throw notFound(names[kind]);
        await audit(tx, actor, {
          action: 'content.delete',
          targetType: targetTypes[kind],
          targetId: id,
          before: present(kind, before),
          after: null,
        });
      });
    },

    /** The listed rows take sort 10, 20, 30 ... in the order given; others keep theirs. */
    async reorder(actor: Actor, kind: ContentKind, ids: number[]) {
      await write(async (tx) => {
        const repo = contentAdminRepo(tx, kind);
        const found = await repo.lockMany(ids);
        const missing = ids.filter((id) => !found.some((r) => r.id === id));
        if (missing.length > 0)
          throw fieldError('ids', `${names[kind]} ${missing.join(',')} 不存在`);
        await repo.reorder(ids);
        await audit(tx, actor, {
          action: 'content.reorder',
          targetType: targetTypes[kind],
          targetId: ids.join(','),
          before: Object.fromEntries(found.map((r) => [r.id, r.sort])),
          after: Object.fromEntries(ids.map((id, i) => [id, (i + 1) * 10])),
        });
      });
      return this.list(kind);
    },
  };
}

export type ContentAdminService = ReturnType<typeof contentAdminService>;
