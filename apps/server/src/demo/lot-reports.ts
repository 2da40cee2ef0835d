import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/json-rows.ts';
import { LOT_REPORTS_FOLDER } from '../modules/inventory/index.ts';
import { makePdf } from '../platform/pdf.ts';
import { privateFiles } from '../platform/private-files.ts';

// The demo lots' 药检报告: a one-page manufacturer's 检验报告书 per lot, drawn
// once at start and stored as the console's upload stores a report (private
// lot-reports folder, the lot's report_file and report_type). One PDF costs
// ~35 ms, so not every one of the ~40,000 demo lots gets one: the lots of the
// drugs that carry 首营资料 (demo/qualification.ts: the first drugs of the
// catalogue and every goods a demo order holds), which are the goods a buyer
// downloads papers of. Other lots say 未上传 in the console until staff upload.

/** The first drugs of the catalogue whose lots get a report (the console shows them beside the others). */
const FIRST_DRUGS = 8;

type DemoLot = {
  id: number;
  lot_no: string;
  production_date: string;
  expiry_date: string;
  name: string;
  specification: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
};

/** 国药准字H: 二部 (chemical drugs); Z: 一部 (Chinese medicines); S: 三部 (biologicals). */
const volume = (approval: string) =>
  approval.includes('准字Z') ? '一部' : approval.includes('准字S') ? '三部' : '二部';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A plausible assay between 95.0% and 104.9%, the same for a lot every time. */
const assay = (id: number) => `${(95 + ((id * 37) % 100) / 10).toFixed(1)}%`;

export function lotReportPdf(l: DemoLot) {
  const basis = `《中国药典》2025年版${volume(l.approval_number)}`;
  return makePdf({
    title: `检验报告书 ${l.name} ${l.lot_no}`,
    blocks: [
      { kind: 'title', text: '检 验 报 告 书' },
      {
        kind: 'fields',
        rows: [
          ['检验单位', `${l.manufacturer} 质量控制部`],
          ['报告编号', `JY-${l.lot_no}`],
          ['检品名称', l.name],
          ['批号', l.lot_no],
          ['规格', l.specification],
          ['剂型', l.dosage_form || '—'],
          ['批准文号', l.approval_number],
          ['生产日期', l.production_date],
          ['有效期至', l.expiry_date],
          ['检验依据', basis],
          ['报告日期', addDays(l.production_date, 9)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { title: '检验项目', width: 0.22 },
          { title: '标准规定', width: 0.5 },
          { title: '检验结果', width: 0.28 },
        ],
        rows: [
          ['【性状】', '应符合本品项下的规定', '符合规定'],
          ['【鉴别】', '应呈正反应', '符合规定'],
          ['【检查】', `应符合${l.dosage_form || '制剂'}项下有关的各项规定`, '符合规定'],
          ['【含量测定】', '应为标示量的 90.0%～110.0%', `${assay(l.id)}，符合规定`],
        ],
      },
      { kind: 'heading', text: '结论' },
      { kind: 'text', text: `本品按${basis}检验，结果符合规定。` },
      {
        kind: 'fields',
        rows: [
          ['检验人', '王立'],
          ['复核人', '陈敏'],
          ['质量受权人', '刘建华'],
        ],
      },
    ],
    footer: '演示数据 · 仅供系统演示使用',
  });
}

/**
 * Draws and stores the reports, once: a demo database (the demo buyer
 * exists) whose lots have no report yet. True when it made them.
 */
export async function seedLotReportsIfMissing(db: Db, filesDir: string): Promise<boolean> {
  const [demo] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM users WHERE username = 'demo')
      AND NOT EXISTS (SELECT 1 FROM goods_lots WHERE report_file IS NOT NULL) AS ok`),
  );
  if (!demo?.ok) return false;
  const lots = rowsOf<DemoLot>(
    await db.execute(sql`
      SELECT l.id, l.lot_no, l.production_date::text AS production_date,
        l.expiry_date::text AS expiry_date, g.name, g.specification, g.dosage_form,
        g.manufacturer, g.approval_number
      FROM goods_lots l JOIN goods g ON g.id = l.goods_id
      WHERE g.id IN (
        (SELECT id FROM goods WHERE approval_number LIKE '国药准字%' AND NOT is_hidden
          ORDER BY id LIMIT ${FIRST_DRUGS})
        UNION (SELECT goods_id FROM order_lines))
        AND g.approval_number LIKE '国药准字%'
      ORDER BY l.id`),
  );
  const files = privateFiles(filesDir, LOT_REPORTS_FOLDER);
  const stored: { id: number; file: string }[] = [];
  for (const l of lots)
    stored.push({ id: l.id, file: await files.storeGenerated(await lotReportPdf(l), 'pdf') });
  if (stored.length === 0) return false;
  await db.execute(sql`
    UPDATE goods_lots l SET report_file = v.file, report_type = 'application/pdf'
    FROM (SELECT * FROM jsonb_to_recordset(${JSON.stringify(stored)}::jsonb) AS x(id int, file text)) v
    WHERE l.id = v.id`);
  return true;
}
