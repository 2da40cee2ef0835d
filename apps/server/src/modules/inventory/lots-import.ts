import { lotReceiveFields } from '@shop/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import {
  type LotInput,
  MISMATCH,
  receiveLots,
  refuseDates,
  withinStockRange,
} from './lots-admin.ts';
import { inventoryRepo } from './repo.ts';

// 批次导入: a spreadsheet of lots received, one row per lot, checked row by
// row like the goods import; the good rows are received in one transaction
// (the goods rows locked in id order first), the others reported with why.

export const LOT_COLUMNS = ['商品ID', '批号', '生产日期', '有效期至', '数量', '供应商'] as const;
const KEYS = ['goods_id', 'lot_no', 'production_date', 'expiry_date', 'quantity', 'supplier'];
/**
 * A cell as the catalogue's spreadsheet reader gives it (passed in at wiring:
 * the catalogue is built on inventory, so inventory does not import it).
 */
export type Cell = string | number | null;

export const MAX_LOT_ROWS = 2_000;
export const LOT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

type Row = { row: number; ok: boolean; message: string };

const blank = (c: Cell | undefined) => c === null || c === undefined || String(c).trim() === '';
const text = (c: Cell | undefined) => (blank(c) ? '' : String(c).trim());

/** The first field error of a row, in the column's Chinese name. */
function parseRow(cells: Cell[]): { goodsId: number; lot: LotInput } | string {
  const goodsId = Number(text(cells[0]));
  if (!Number.isSafeInteger(goodsId) || goodsId <= 0 || goodsId > 2_147_483_647)
    return '商品ID 须为正整数';
  const parsed = lotReceiveFields.safeParse({
    lot_no: text(cells[1]),
    production_date: text(cells[2]),
    expiry_date: text(cells[3]),
    quantity: text(cells[4]),
    supplier: text(cells[5]),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const column = LOT_COLUMNS[KEYS.indexOf(String(issue.path[0]))] ?? '';
    return column ? `${column}：${issue.message}` : issue.message;
  }
  return { goodsId, lot: parsed.data };
}

export function lotsImport(deps: {
  db: Db;
  audit: Audit;
  goodsChanged: (ids: number[]) => Promise<void>;
}) {
  return async (actor: Actor, rows: Cell[][], filename: string) => {
    const header = (rows[0] ?? []).map(text);
    if (LOT_COLUMNS.some((c, i) => header[i] !== c))
      throw fieldError('file', `表头须为：${LOT_COLUMNS.join('、')}（请下载导入模板）`);
    const body = rows
      .slice(1)
      .map((cells, i) => ({ cells, row: i + 2 }))
      .filter((r) => !r.cells.every(blank));
    if (body.length === 0) throw fieldError('file', '表格中没有批次');
    if (body.length > MAX_LOT_ROWS) throw fieldError('file', `一次最多导入 ${MAX_LOT_ROWS} 行`);

    const parsed = body.map((r) => ({ row: r.row, p: parseRow(r.cells) }));
    const goodsIds = [
      ...new Set(parsed.flatMap((r) => (typeof r.p === 'string' ? [] : [r.p.goodsId]))),
    ].sort((a, b) => a - b);

    const report: Row[] = [];
    let created = 0;
    let added = 0;
    const touched = await withinStockRange(() =>
      deps.db.transaction(async (tx) => {
        const repo = inventoryRepo(tx);
        const before = await repo.lockGoods(goodsIds);
        const { today } = await repo.days();
        const good: { row: number; goodsId: number; lot: LotInput }[] = [];
        for (const { row, p } of parsed) {
          if (typeof p === 'string') report.push({ row, ok: false, message: p });
          else if (!before.has(p.goodsId)) report.push({ row, ok: false, message: '商品不存在' });
          else {
            const bad = refuseDates(p.lot, today);
            if (bad) report.push({ row, ok: false, message: bad[1] });
            else good.push({ row, ...p });
          }
        }
        const done = await receiveLots(
          tx,
          good.map((g) => ({ ...g.lot, goodsId: g.goodsId })),
          before,
          actor.staff.username,
        );
        good.forEach((g, i) => {
          const d = done[i];
          if (!d) report.push({ row: g.row, ok: false, message: MISMATCH });
          else {
            if (d.created) created++;
            else added++;
            report.push({
              row: g.row,
              ok: true,
              message: d.created ? `已入库新批次 ${g.lot.lot_no}` : `已追加到批次 ${g.lot.lot_no}`,
            });
          }
        });
        await deps.audit(tx, actor, {
          action: 'lot.import',
          targetType: 'goods_lot',
          targetId: 'import',
          before: null,
          after: {
            file: filename,
            rows: body.length,
            created,
            added,
            failed: body.length - created - added,
          },
        });
        return [...new Set(good.filter((_, i) => done[i]).map((g) => g.goodsId))];
      }),
    );
    if (touched.length > 0) await deps.goodsChanged(touched);
    report.sort((a, b) => a.row - b.row);
    return { created, added, failed: report.filter((r) => !r.ok).length, rows: report };
  };
}

export type LotsImport = ReturnType<typeof lotsImport>;

/** The import's template: the header row and one sheet of instructions. */
export async function lotsTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('批次');
  sheet.addRow([...LOT_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c, i) => {
    c.width = [10, 18, 14, 14, 10, 30][i];
    // Dates and lot numbers as text, so Excel keeps 2409031 and 2026-03-01 as typed.
    if (i >= 1 && i <= 3) c.numFmt = '@';
  });
  const help = book.addWorksheet('说明');
  for (const line of [
    '每行一个批次，第一行表头不要修改。',
    '商品ID：商品列表中的 ID。',
    '批号：1-40 位字母、数字或短横线，例如 2409031、B240615-2。',
    '生产日期、有效期至：YYYY-MM-DD，有效期须晚于生产日期，生产日期不能晚于今天。',
    '数量：1-1000000 的整数。供应商：1-60 个字符。',
    '同一商品的同一批号再次导入时，日期一致则追加数量，不一致则该行失败。',
  ])
    help.addRow([line]);
  help.getColumn(1).width = 90;
  return Buffer.from(await book.xlsx.writeBuffer());
}
