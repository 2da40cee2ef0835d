import { goodsPutBody, type StaffPermission } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type EditableKey, SHEET_COLUMNS, type SheetKey } from './admin-export-columns.ts';
import { type Cell, MAX_IMPORT_ROWS } from './admin-import-read.ts';
import { permissionsFor } from './admin-service.ts';
import { type GoodsFacts, type GoodsRecord, goodsWriteRepo } from './goods-write-repo.ts';
import { initials } from './pinyin.ts';
import type { CatalogService } from './service.ts';
import { STOCK_BY_LOTS } from './stock-by-lots.ts';

export type ImportError = { row: number; field: string; message: string };
type Change = { row: number; id: number; set: Partial<Record<EditableKey, string | number>> };

/** The goods fields as the API spells them, to compare a cell with. */
const current = (g: GoodsRecord): Record<Exclude<EditableKey, 'reason'>, string | number> => ({
  name: g.name,
  remarks: g.remarks,
  sccj: g.manufacturer,
  ypgg: g.specification,
  jx: g.dosageForm,
  bzdw: g.unit,
  pzwh: g.approvalNumber,
  gjbzm: g.nationalCode,
  price: formatYuan(g.priceFen),
  market_price: formatYuan(g.marketPriceFen),
  number: g.stock,
  xg_number: g.purchaseLimit,
  qg_number: g.purchaseMinimum,
  is_hidden: g.isHidden ? 1 : 0,
  is_free_shipping: g.isFreeShipping ? 1 : 0,
  drug_class: g.drugClass,
  is_special_compound: g.isSpecialCompound ? 1 : 0,
  is_cold_chain: g.isColdChain ? 1 : 0,
  need_trace_code: g.needsTraceCode ? 1 : 0,
  trace_prefix: g.tracePrefix ?? '',
  special_order_limit: g.specialOrderLimit,
  special_month_limit: g.specialMonthLimit,
});

const fieldSchema = (key: EditableKey) => goodsPutBody.shape[key];
const headerOf = new Map<string, SheetKey>();
for (const c of SHEET_COLUMNS) {
  headerOf.set(c.header, c.key);
  headerOf.set(c.key, c.key);
  headerOf.set(c.header.replace(/（.*）$/, ''), c.key);
}
const EDITABLE = new Set<string>(SHEET_COLUMNS.filter((c) => c.editable).map((c) => c.key));

const blank = (c: Cell | undefined) => c === null || c === undefined || String(c).trim() === '';
const cellText = (c: Cell | undefined) => (blank(c) ? '' : String(c).trim());

/**
 * Reads the header (row 1, Chinese or spec names; row 2 may repeat the spec
 * names) and answers where each column is, the first data row, and the
 * columns it does not know.
 */
function readHeader(rows: Cell[][]) {
  const head = rows[0] ?? [];
  const columns = new Map<SheetKey, number>();
  const errors: ImportError[] = [];
  head.forEach((c, i) => {
    if (blank(c)) return;
    const key = headerOf.get(cellText(c));
    if (!key) errors.push({ row: 1, field: cellText(c), message: '未知的列，该列不会导入' });
    else if (columns.has(key)) errors.push({ row: 1, field: cellText(c), message: '列重复' });
    else columns.set(key, i);
  });
  if (!columns.has('id')) throw fieldError('file', '表格第 1 行须为表头，且含有「商品ID」列');
  const second = rows[1] ?? [];
  const specRow = [...columns].every(([key, i]) => cellText(second[i]) === key);
  return { columns, errors, first: specRow ? 2 : 1 };
}

/**
 * Checks every row against the goods as they are now, with the rules of
 * PUT /admin-api/goods/{id}: a cell equal to the stored value is no change,
 * an empty cell leaves the field alone, a changed field the staff may not
 * change makes the row an error row.
 */
function checkRows(
  rows: Cell[][],
  header: ReturnType<typeof readHeader>,
  stored: Map<number, GoodsRecord>,
  may: ReadonlySet<StaffPermission>,
) {
  const errors: ImportError[] = [...header.errors];
  const changes: Change[] = [];
  const seen = new Map<number, number>();
  let total = 0;
  let ok = 0;
  for (let r = header.first; r < rows.length; r++) {
    const cells = rows[r] ?? [];
    if (cells.every(blank)) continue;
    total++;
    const row = r + 1;
    const rowErrors: ImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ row, field, message });
    const id = idOf(cells[header.columns.get('id')!]);
    const g = typeof id === 'number' ? stored.get(id) : undefined;
    if (typeof id === 'string') fail('id', id);
    else if (seen.has(id)) fail('id', `商品ID 与第 ${seen.get(id)} 行重复`);
    else if (!g) fail('id', '商品不存在');
    if (typeof id === 'number' && !seen.has(id)) seen.set(id, row);

    const set: Change['set'] = {};
    if (g) {
      const now = current(g);
      for (const [key, i] of header.columns) {
        if (!EDITABLE.has(key) || key === 'id' || key === 'reason' || blank(cells[i])) continue;
        const k = key as Exclude<EditableKey, 'reason'>;
        const raw = cells[i]!;
        const parsed = fieldSchema(k).safeParse(
          typeof raw === 'number' && isText(k) ? String(raw) : raw,
        );
        if (!parsed.success) {
          fail(k, parsed.error.issues[0]?.message ?? '格式不正确');
          continue;
        }
        const value = parsed.data as string | number;
        if (!same(k, value, now[k])) set[k] = value;
      }
      // The stock column is the lots' sum: shown on export, never written back.
      if (set.number !== undefined) fail('number', STOCK_BY_LOTS);
      const min = Number(set.qg_number ?? now.qg_number);
      const max = Number(set.xg_number ?? now.xg_number);
      if ((set.qg_number !== undefined || set.xg_number !== undefined) && max > 0 && min > max)
        fail('qg_number', '起购数量不能大于限购数量');
      // As the goods form: a goods turned 需追溯码 is packed by its code prefix.
      if (set.need_trace_code === 1 && !(set.trace_prefix ?? now.trace_prefix))
        fail('trace_prefix', '需追溯码的商品请填写7位追溯码前缀');
      for (const key of Object.keys(set))
        for (const p of permissionsFor({ [key]: true }))
          if (!may.has(p)) fail(key, '没有权限修改此字段');
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else {
      ok++;
      if (Object.keys(set).length > 0) changes.push({ row, id: id as number, set });
    }
  }
  return { total, ok, errors, changes };
}

const TEXT_KEYS = new Set([
  'name',
  'remarks',
  'sccj',
  'ypgg',
  'jx',
  'bzdw',
  'pzwh',
  'gjbzm',
  'drug_class',
  'trace_prefix',
]);
const isText = (k: string) => TEXT_KEYS.has(k) || k === 'price' || k === 'market_price';

function same(k: string, value: string | number, stored: string | number) {
  if (k === 'price' || k === 'market_price')
    return parseYuan(String(value)) === parseYuan(String(stored));
  return value === stored;
}

/** The row's goods id, or what is wrong with it. */
function idOf(c: Cell | undefined): number | string {
  if (blank(c)) return '缺少商品ID（导入只能修改已有商品）';
  const n =
    typeof c === 'number'
      ? c
      : /^\d{1,10}$/.test(String(c).trim())
        ? Number(String(c).trim())
        : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : '商品ID 不正确';
}

/** The goods named in the file; locked when they are about to be written. */
async function load(db: DbOrTx, ids: number[], lock: boolean) {
  const rows = await goodsWriteRepo(db).many(ids, lock);
  return new Map(rows.map((g) => [g.id, g]));
}

/** The new facts of changed goods, many rows per statement. */
async function writeFacts(tx: DbOrTx, changes: Change[], stored: Map<number, GoodsRecord>) {
  const rows = changes
    .filter((c) => Object.keys(c.set).some((k) => k !== 'number' && k !== 'reason'))
    .map((c): GoodsFacts => {
      const g = stored.get(c.id)!;
      const s = c.set;
      const text = (k: EditableKey, was: string) => (s[k] === undefined ? was : String(s[k]));
      const count = (k: EditableKey, was: number) => (s[k] === undefined ? was : Number(s[k]));
      const name = text('name', g.name);
      const maker = text('sccj', g.manufacturer);
      const price = s.price === undefined ? g.priceFen : parseYuan(String(s.price))!;
      return {
        id: c.id,
        name,
        nameInitials: s.name === undefined ? g.nameInitials : initials(name),
        remarks: text('remarks', g.remarks),
        manufacturer: maker,
        manufacturerInitials: s.sccj === undefined ? g.manufacturerInitials : initials(maker),
        specification: text('ypgg', g.specification),
        dosageForm: text('jx', g.dosageForm),
        unit: text('bzdw', g.unit),
        approvalNumber: text('pzwh', g.approvalNumber),
        nationalCode: text('gjbzm', g.nationalCode),
        priceFen: price,
        originalPriceFen: s.price === undefined ? g.originalPriceFen : price,
        marketPriceFen:
          s.market_price === undefined ? g.marketPriceFen : parseYuan(String(s.market_price))!,
        purchaseLimit: count('xg_number', g.purchaseLimit),
        purchaseMinimum: count('qg_number', g.purchaseMinimum),
        isHidden: count('is_hidden', g.isHidden ? 1 : 0) === 1,
        isFreeShipping: count('is_free_shipping', g.isFreeShipping ? 1 : 0) === 1,
        drugClass: text('drug_class', g.drugClass),
        isSpecialCompound: count('is_special_compound', g.isSpecialCompound ? 1 : 0) === 1,
        isColdChain: count('is_cold_chain', g.isColdChain ? 1 : 0) === 1,
        needsTraceCode: count('need_trace_code', g.needsTraceCode ? 1 : 0) === 1,
        tracePrefix: text('trace_prefix', g.tracePrefix ?? '') || null,
        specialOrderLimit: count('special_order_limit', g.specialOrderLimit),
        specialMonthLimit: count('special_month_limit', g.specialMonthLimit),
      };
    });
  await goodsWriteRepo(tx).writeFacts(rows);
}

/**
 * The spreadsheet import: a dry run (report only) or, confirmed, the good
 * rows written in one transaction against the goods locked as they are
 * checked again, so the report and the write agree.
 */
export function goodsImport(deps: { db: Db; audit: Audit; catalog: CatalogService }) {
  const { db, audit, catalog } = deps;

  return async (actor: Actor, rows: Cell[][], confirm: boolean, filename: string) => {
    const header = readHeader(rows);
    const idColumn = header.columns.get('id')!;
    const ids = [
      ...new Set(
        rows
          .slice(header.first)
          .map((r) => idOf(r[idColumn]))
          .filter((id): id is number => typeof id === 'number'),
      ),
    ];
    if (rows.slice(header.first).filter((r) => !r.every(blank)).length > MAX_IMPORT_ROWS)
      throw fieldError('file', `一次最多导入 ${MAX_IMPORT_ROWS} 行`);

    const run = async (tx: DbOrTx) => {
      const stored = await load(tx, ids, confirm);
      const checked = checkRows(rows, header, stored, actor.staff.permissions);
      if (!confirm || checked.changes.length === 0) return checked;
      await writeFacts(tx, checked.changes, stored);
      const was = (c: Change) => {
        const now = current(stored.get(c.id)!);
        return Object.fromEntries(
          Object.keys(c.set)
            .filter((k) => k !== 'reason')
            .map((k) => [k, now[k as keyof typeof now]]),
        );
      };
      await audit(tx, actor, {
        action: 'goods.import',
        targetType: 'goods',
        targetId: 'import',
        before: Object.fromEntries(checked.changes.map((c) => [c.id, was(c)])),
        after: {
          file: filename,
          total: checked.total,
          ok: checked.ok,
          changed: checked.changes.length,
          error_rows: new Set(checked.errors.map((e) => e.row)).size,
          goods: Object.fromEntries(checked.changes.map((c) => [c.id, c.set])),
        },
      });
      return checked;
    };
    const checked = confirm ? await db.transaction(run) : await run(db);
    if (confirm && checked.changes.length > 0)
      await catalog.goodsEdited(checked.changes.map((c) => c.id));
    return {
      total: checked.total,
      ok: checked.ok,
      changed: checked.changes.length,
      written: confirm ? checked.changes.length : 0,
      errors: checked.errors.slice(0, 1_000),
      error_count: checked.errors.length,
    };
  };
}
