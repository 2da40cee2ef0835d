import type { Db } from '../../db/client.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { CatalogService } from '../catalog/service.ts';
import { contentRepo } from './repo.ts';

export type SiteInfo = {
  title: string;
  hot_line: string;
  complaint_line: string;
  qq1: string;
  qq2: string;
  service_hours: string;
  company: string;
  address: string;
  icp: string;
};

const EMPTY_SITE: SiteInfo = {
  title: '药采商城',
  hot_line: '',
  complaint_line: '',
  qq1: '',
  qq2: '',
  service_hours: '',
  company: '',
  address: '',
  icp: '',
};

/** Content is read on every page and edited rarely: served from memory for a minute. */
function cached<T>(ttlMs: number, load: () => Promise<T>) {
  const cache = ttlCache<T>(ttlMs, 1, { serveStale: true });
  return () => cache.get('', load);
}

const focusDto = (f: { id: number; title: string; image: string; url: string }) => ({
  id: f.id,
  title: f.title,
  image: f.image,
  url: f.url,
});

export function contentService(db: Db, catalog: CatalogService, ttlMs = 60_000) {
  const repo = contentRepo(db);

  const common = cached(ttlMs, async () => {
    const [hot, nav, category, categoryZs, categoryZy, top] = await Promise.all([
      repo.hotSearches(),
      repo.nav(),
      catalog.tree('main'),
      catalog.tree('zs'),
      catalog.tree('zy'),
      repo.focus('top'),
    ]);
    const navDto = (n: (typeof nav)[number]) => ({
      id: n.id,
      name: n.name,
      url: n.url,
      image: n.image,
      is_open: n.isOpen ? 1 : 0,
    });
    return {
      rmss: hot.map((h) => h.keyword),
      nav: nav
        .filter((n) => n.parentId === null)
        .map((n) => ({
          ...navDto(n),
          children: nav
            .filter((c) => c.parentId === n.id)
            .map((c) => ({ ...navDto(c), children: [] })),
        })),
      category,
      category_zs: categoryZs,
      category_zy: categoryZy,
      ad_top: top[0] ? focusDto(top[0]) : null,
    };
  });

  const config = cached(ttlMs, async () => {
    const [site, licences, quality, contact] = await Promise.all([
      repo.config('site'),
      repo.config('licences'),
      repo.config('quality_inspection'),
      repo.defaultContact(),
    ]);
    return {
      site: { ...EMPTY_SITE, ...(site as Partial<SiteInfo> | null) },
      licences: (licences as { name: string; number: string }[] | null) ?? [],
      quality_inspection: (quality as { quality_inspection_url: string; msg: string } | null) ?? {
        quality_inspection_url: '',
        msg: '',
      },
      default_admin: contact ? { name: contact.name, phone: contact.phone, is_default: 1 } : null,
    };
  });

  const links = cached(ttlMs, async () =>
    (await repo.links()).map((l) => ({ id: l.id, name: l.name, url: l.url })),
  );

  return {
    async common() {
      return { ...(await common()), timestamp: Math.floor(Date.now() / 1000) };
    },
    config,
    links,
    async focus(position: string) {
      return (await repo.focus(position)).map(focusDto);
    },
    focusById: (id: number) => repo.focusById(id),
  };
}

export type ContentService = ReturnType<typeof contentService>;
