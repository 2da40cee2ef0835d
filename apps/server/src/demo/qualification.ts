import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/json-rows.ts';
import { qualificationDocuments, supplierProfile, users } from '../db/schema/index.ts';
import { QUALIFICATION_FOLDER } from '../modules/qualification/index.ts';
import { makePdf } from '../platform/pdf.ts';
import { privateFiles } from '../platform/private-files.ts';
import { certificateSvg } from './credential-files.ts';

// The demo shop's 首营资料, drawn at start like the demo licences: the shop's
// 营业执照 (a picture) and 药品经营许可证 (a PDF) with the numbers /sjzz shows,
// its name and licence number as supplier and a 出库专用章, and for the first
// drugs of the catalogue (and every goods a demo order holds) a 药品注册证书
// picture and the 说明书 as a PDF. No GSP certificate: certification ended on
// 2019-12-01 and a certificate issued before then has expired, so the shop
// files none (the settings page says why).

const COMPANY = '北京药采医药科技有限公司';
const LICENCE = '京AA0100001';
/** Enough drugs to browse papers on; every goods costs two files drawn at start. */
const GOODS_WITH_PAPERS = 24;

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** A round red seal: the company's name along the top, a star, 出库专用章 below. */
export function sealSvg(company: string, purpose: string): string {
  const chars = [...company];
  const spread = 240;
  const step = chars.length > 1 ? spread / (chars.length - 1) : 0;
  const around = chars
    .map((ch, i) => {
      const deg = -spread / 2 + i * step;
      const rad = (deg * Math.PI) / 180;
      const x = (200 + 138 * Math.sin(rad)).toFixed(1);
      const y = (200 - 138 * Math.cos(rad)).toFixed(1);
      return `<text x="${x}" y="${y}" transform="rotate(${deg.toFixed(1)} ${x} ${y})" text-anchor="middle" dominant-baseline="central" font-size="34">${esc(ch)}</text>`;
    })
    .join('');
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 48 : 19;
    const a = (i * Math.PI) / 5;
    return `${(200 + r * Math.sin(a)).toFixed(1)},${(195 - r * Math.cos(a)).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <g fill="#d0021b" font-family="Noto Serif CJK SC, Noto Sans CJK SC, serif" font-weight="bold">
  <circle cx="200" cy="200" r="186" fill="none" stroke="#d0021b" stroke-width="12"/>
  ${around}
  <polygon points="${star}"/>
  <text x="200" y="300" text-anchor="middle" font-size="36">${esc(purpose)}</text>
  </g>
</svg>`;
}

type DemoGoods = {
  id: number;
  name: string;
  specification: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
  instructions: { title: string; html: string }[];
};

const plain = (html: string) =>
  html
    .replace(/<\/(p|li|tr|h3|h4)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

function insertPdf(g: DemoGoods) {
  return makePdf({
    title: `${g.name}说明书`,
    blocks: [
      { kind: 'title', text: `${g.name}说明书` },
      {
        kind: 'fields',
        rows: [
          ['通用名称', g.name],
          ['规格', g.specification],
          ['剂型', g.dosage_form || '—'],
          ['批准文号', g.approval_number],
          ['生产企业', g.manufacturer],
        ],
      },
      ...g.instructions.slice(0, 10).flatMap((s) => [
        { kind: 'heading' as const, text: `【${s.title}】` },
        { kind: 'text' as const, text: plain(s.html) || '—' },
      ]),
    ],
    footer: '演示数据 · 仅供系统演示使用',
  });
}

/** A registration certificate runs five years; the demo's end in 2028-2031 by goods. */
const registrationExpiry = (id: number) => `${2028 + (id % 4)}-06-30`;

async function shopLicencePdf() {
  return makePdf({
    title: '药品经营许可证',
    blocks: [
      { kind: 'title', text: '药品经营许可证' },
      {
        kind: 'fields',
        rows: [
          ['企业名称', COMPANY],
          ['许可证编号', LICENCE],
          ['经营方式', '批发'],
          ['经营范围', '化学药制剂、抗生素制剂、中成药、中药饮片、生物制品（除疫苗）'],
          ['仓库地址', '北京市大兴区生物医药基地天河西路 19 号'],
          ['发证机关', '北京市药品监督管理局'],
          ['发证日期', '2025-07-01'],
          ['有效期至', '2030-06-30'],
        ],
      },
    ],
    footer: '演示数据 · 仅供系统演示使用',
  });
}

/**
 * Draws and stores the demo shop's papers, once: a demo database (the demo
 * buyer exists) with no paper on file yet. True when it made them.
 */
export async function seedQualificationIfMissing(db: Db, filesDir: string): Promise<boolean> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  const [has] = await db
    .select({ id: qualificationDocuments.id })
    .from(qualificationDocuments)
    .limit(1);
  const [profile] = await db.select({ id: supplierProfile.id }).from(supplierProfile).limit(1);
  if (has || profile) return false;

  const files = privateFiles(filesDir, QUALIFICATION_FOLDER);
  const seal = await files.storeGenerated(await png(sealSvg(COMPANY, '出库专用章')), 'png');
  const business = await files.storeGenerated(
    await png(
      certificateSvg('营业执照', [
        ['名称', COMPANY],
        ['统一社会信用代码', '91110105MA0000000X'],
        ['类型', '有限责任公司'],
        ['成立日期', '2016-03-20'],
        ['营业期限', '2016-03-20 至 2046-03-19'],
      ]),
    ),
    'png',
  );
  const drugLicence = await files.storeGenerated(await shopLicencePdf(), 'pdf');

  const goods = rowsOf<DemoGoods>(
    await db.execute(sql`
      SELECT id, name, specification, dosage_form, manufacturer, approval_number, instructions
      FROM goods
      WHERE id IN (
        (SELECT id FROM goods WHERE approval_number LIKE '国药准字%' AND NOT is_hidden
          ORDER BY id LIMIT ${GOODS_WITH_PAPERS})
        UNION (SELECT goods_id FROM order_lines))
      ORDER BY id`),
  );
  const papers: (typeof qualificationDocuments.$inferInsert)[] = [];
  for (const g of goods) {
    const certificate = await png(
      certificateSvg('药品注册证书', [
        ['药品通用名称', g.name],
        ['剂型', g.dosage_form || '—'],
        ['规格', g.specification],
        ['上市许可持有人', g.manufacturer],
        ['药品批准文号', g.approval_number],
      ]),
    );
    papers.push(
      {
        goodsId: g.id,
        kind: 'registration',
        number: g.approval_number,
        expiresOn: registrationExpiry(g.id),
        file: await files.storeGenerated(certificate, 'png'),
        fileType: 'image/png',
      },
      {
        goodsId: g.id,
        kind: 'instructions',
        file: await files.storeGenerated(await insertPdf(g), 'pdf'),
        fileType: 'application/pdf',
      },
    );
  }

  await db.transaction(async (tx) => {
    await tx.insert(supplierProfile).values({
      id: 1,
      companyName: COMPANY,
      licenceNumber: LICENCE,
      sealFile: seal,
    });
    await tx.insert(qualificationDocuments).values([
      {
        kind: 'business_licence',
        number: '91110105MA0000000X',
        issuedOn: '2016-03-20',
        expiresOn: '2046-03-19',
        file: business,
        fileType: 'image/png',
      },
      {
        kind: 'drug_licence',
        number: LICENCE,
        issuedOn: '2025-07-01',
        expiresOn: '2030-06-30',
        file: drugLicence,
        fileType: 'application/pdf',
      },
      ...papers,
    ]);
  });
  return true;
}
