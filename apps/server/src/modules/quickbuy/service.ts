import {
  FAST_BUY_MAX_ROWS,
  type FastBuyCartResult,
  type FastBuyMatchGoods,
  type FastBuyMatchResult,
  type FastBuyMatchRow,
} from '@shop/contract';
import { clampQuantity, formatYuan, quantityRules } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { CartService } from '../cart/index.ts';
import type { CatalogService, Cell } from '../catalog/index.ts';
import { type BoughtOrder, MATCH_CANDIDATES, quickbuyRepo } from './repo.ts';

export const FAST_BUY_PAGE_SIZE = 20;

/** The template's header; a first row that reads like it is skipped. */
export const TEMPLATE_HEADER = ['商品编码', '国药准字/本位码', '商品名称', '数量'];
const CELL_MAX = { code: 20, approval: 50, name: 100 };

type Deps = { db: Db; kv: Kv; catalog: CatalogService; cart: CartService };

/** Shorter names are not looked up: one character matched 10 goods a row, 500 rows a list. */
export const NAME_MIN = 2;
/** Lists (pasted or uploaded) one company may have matched a minute. */
export const MATCHES_PER_MINUTE = 10;

type Found = { status: FastBuyMatchRow['status']; note: string; ids: number[] };

const cellText = (c: Cell | undefined) => (c === null || c === undefined ? '' : String(c).trim());

function quantityOf(c: Cell | undefined): number | null {
  const s = cellText(c);
  if (!/^\d{1,7}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 1_000_000 ? n : null;
}

type Parsed = {
  row: number;
  code: string;
  approval: string;
  name: string;
  quantity: number | null;
};

/** The list's data rows (blank rows and a header left out); more than 500 is a 422. */
export function dataRows(cells: Cell[][]): Parsed[] {
  const rows: Parsed[] = [];
  cells.forEach((r, i) => {
    const texts = [0, 1, 2, 3].map((k) => cellText(r[k]));
    if (texts.every((s) => s === '')) return;
    // The header: the first row whose quantity is not a number but a word.
    if (rows.length === 0 && /[^\d\s]/.test(texts[3]!) && quantityOf(r[3]) === null) {
      if (texts.some((s, k) => s === TEMPLATE_HEADER[k]) || texts[3]!.includes('数量')) return;
    }
    rows.push({
      row: i + 1,
      code: texts[0]!,
      approval: texts[1]!,
      name: texts[2]!,
      quantity: quantityOf(r[3]),
    });
  });
  if (rows.length === 0) throw fieldError('file', '清单中没有商品行');
  if (rows.length > FAST_BUY_MAX_ROWS)
    throw fieldError('file', `清单最多 ${FAST_BUY_MAX_ROWS} 行，当前 ${rows.length} 行`);
  return rows;
}

export function quickbuyService({ db, kv, catalog, cart }: Deps) {
  const repo = quickbuyRepo(db);

  /** A row that cannot be looked up as it stands, and why; null when it can. */
  function invalid(p: Parsed): Found | null {
    const bad = (note: string): Found => ({ status: 'invalid', note, ids: [] });
    if (
      p.code.length > CELL_MAX.code ||
      p.approval.length > CELL_MAX.approval ||
      p.name.length > CELL_MAX.name
    )
      return bad('内容过长');
    if (p.quantity === null) return bad('数量须为 1 至 1000000 的整数');
    if (!p.code && !p.approval && !p.name) return bad('请填写商品编码、国药准字或商品名称');
    // One character names half the catalogue: it is no way to find a goods.
    if (!p.code && !p.approval && [...p.name].length < NAME_MIN)
      return bad(`商品名称至少 ${NAME_MIN} 个字，或填写商品编码、国药准字`);
    return null;
  }

  /**
   * Every row's goods ids and how it matched, by code, then 国药准字, then
   * name, with at most four queries for the whole list.
   */
  async function matchAll(parsed: Parsed[]): Promise<Found[]> {
    const checked = parsed.map((p) => ({ p, bad: invalid(p) }));
    const valid = checked.flatMap((c) => (c.bad ? [] : [c.p]));
    const idOf = (p: Parsed) => (/^\d{1,9}$/.test(p.code) ? Number(p.code) : 0);
    const byId = new Set(
      (await repo.packing(valid.filter((p) => p.code).map(idOf))).map((g) => g.id),
    );
    const byCode = await repo.byCodes(
      valid.filter((p) => !p.code && p.approval).map((p) => p.approval),
    );
    // A 国药准字 nobody has falls back to the row's name.
    const named = valid.filter(
      (p) => !p.code && p.name && !byCode.has(p.approval) && [...p.name].length >= NAME_MIN,
    );
    const exact = await repo.byNames(named.map((p) => p.name));
    const near = await repo.nearNames(named.map((p) => p.name).filter((n) => !exact.has(n)));

    return checked.map(({ p, bad }): Found => {
      if (bad) return bad;
      if (p.code)
        return byId.has(idOf(p))
          ? { status: 'matched', note: '', ids: [idOf(p)] }
          : { status: 'not_found', note: '商品编码不存在或已下架', ids: [] };
      const codeIds = p.approval ? byCode.get(p.approval) : undefined;
      if (codeIds)
        return codeIds.length === 1
          ? { status: 'matched', note: '', ids: codeIds }
          : {
              status: 'ambiguous',
              note: '该国药准字对应多个规格，请选择',
              ids: codeIds.slice(0, MATCH_CANDIDATES),
            };
      if (!p.name) return { status: 'not_found', note: '没有该国药准字的商品', ids: [] };
      if ([...p.name].length < NAME_MIN)
        return {
          status: 'not_found',
          note: `没有该国药准字的商品；商品名称至少 ${NAME_MIN} 个字`,
          ids: [],
        };
      const ids = exact.get(p.name) ?? near.get(p.name) ?? [];
      if (ids.length === 0) return { status: 'not_found', note: '没有找到该商品', ids: [] };
      const isExact = exact.has(p.name);
      if (isExact && ids.length === 1) return { status: 'matched', note: '', ids };
      const note =
        ids.length > MATCH_CANDIDATES
          ? `匹配到 ${MATCH_CANDIDATES} 个以上商品，请选择或填写国药准字`
          : isExact
            ? '同名商品有多个规格，请选择'
            : '名称不完全一致，请确认';
      return { status: 'ambiguous', note, ids: ids.slice(0, MATCH_CANDIDATES) };
    });
  }

  return {
    async bought(buyer: Buyer, pageNo: number, order: BoughtOrder) {
      const size = FAST_BUY_PAGE_SIZE;
      // A sub-account that may not see the company's orders sees what it bought itself.
      const userId = buyer.can.see_all_orders ? null : buyer.user.id;
      const { rows, total } = await repo.bought(
        buyer.company.id,
        userId,
        order,
        size,
        (pageNo - 1) * size,
      );
      const shown = new Map(
        (
          await catalog.goodsByIds(
            rows.map((r) => r.goodsId),
            buyer,
          )
        ).map((g) => [g.id, g]),
      );
      const data = rows.map((r) => ({
        goods_id: r.goodsId,
        name: r.name,
        specification: r.specification,
        manufacturer: r.manufacturer,
        last_price: formatYuan(r.lastPrice),
        last_date: new Date(r.lastAt).toISOString(),
        times: r.times,
        goods: shown.get(r.goodsId) ?? null,
      }));
      return page(data, total, pageNo, size);
    },

    /**
     * Counts a list before anything reads it (unzipping, parsing, up to 500
     * rows of lookups), per company and across processes.
     */
    async admit(buyer: Buyer) {
      if ((await kv.incr(`fastbuy:match:${buyer.company.id}`, 60)) > MATCHES_PER_MINUTE)
        throw new AppError(
          'too_many',
          `清单匹配过于频繁，每分钟最多 ${MATCHES_PER_MINUTE} 次，请稍后再试`,
        );
    },

    /** Matches a list the caller has admitted. */
    async match(buyer: Buyer, cells: Cell[][]): Promise<FastBuyMatchResult> {
      const parsed = dataRows(cells);
      const results = await matchAll(parsed);
      const found = parsed.map((p, i) => ({ p, ...results[i]! }));
      const ids = [...new Set(found.flatMap((f) => f.ids))];
      // Only what the import table shows: ten full goods a row made 5.8 MB for 500 rows.
      const shown = new Map<number, FastBuyMatchGoods>(
        (await catalog.goodsByIds(ids, buyer)).map((g) => [
          g.id,
          { id: g.id, name: g.name, ypgg: g.ypgg, sccj: g.sccj, price: g.price },
        ]),
      );
      const rows: FastBuyMatchRow[] = found.map(({ p, status, note, ids }) => {
        const candidates = ids.flatMap((id) => (shown.has(id) ? [shown.get(id)!] : []));
        const gone = status !== 'invalid' && status !== 'not_found' && candidates.length === 0;
        return {
          row: p.row,
          code: p.code,
          approval: p.approval,
          name: p.name,
          quantity: p.quantity,
          status: gone ? 'not_found' : status,
          note: gone ? '没有找到该商品' : note,
          goods: status === 'matched' ? (candidates[0] ?? null) : null,
          candidates: status === 'ambiguous' ? candidates : [],
        };
      });
      const n = (s: FastBuyMatchRow['status']) => rows.filter((r) => r.status === s).length;
      return {
        rows,
        matched: n('matched'),
        ambiguous: n('ambiguous'),
        not_found: n('not_found'),
        invalid: n('invalid'),
      };
    },

    /**
     * Puts lines in the cart as the quantity boxes would: each number rounded
     * down to its packing step (never below the minimum) and capped at stock
     * and the purchase limit; a line the cart refuses is reported, not fatal.
     */
    async addToCart(
      buyer: Buyer,
      items: { goods_id: number; number: number }[],
    ): Promise<FastBuyCartResult> {
      const packing = new Map(
        (await repo.packing(items.map((i) => i.goods_id))).map((g) => [g.id, g]),
      );
      const rows: FastBuyCartResult['rows'] = [];
      for (const item of items) {
        const g = packing.get(item.goods_id);
        const base = { goods_id: item.goods_id, requested: item.number };
        if (!g) {
          rows.push({ ...base, name: '', number: 0, added: 0, note: '商品不存在或已下架' });
          continue;
        }
        const rules = quantityRules({ ...g, buyable: true });
        const n = clampQuantity(item.number, rules);
        if (n === 0) {
          rows.push({ ...base, name: g.name, number: 0, added: 0, note: '库存不足或不可购买' });
          continue;
        }
        const r = await cart.addMany(buyer, [{ goodsId: g.id, number: n, isYj: false, type: 0 }]);
        const refused = r.skipped[0];
        rows.push({
          ...base,
          name: g.name,
          number: refused ? 0 : n,
          added: refused ? 0 : 1,
          note: refused
            ? refused.reason
            : n === item.number
              ? ''
              : `按中包装 ${rules.step}、库存和限购调整为 ${n}`,
        });
      }
      return {
        total: await cart.total(buyer),
        added: rows.filter((r) => r.added === 1).length,
        rows,
      };
    },
  };
}

export type QuickbuyService = ReturnType<typeof quickbuyService>;
