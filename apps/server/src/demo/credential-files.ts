import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { companies, credentials, users } from '../db/schema/index.ts';
import { makePdf } from '../platform/pdf.ts';
import { demoAccounts } from './accounts.ts';

// The demo companies' licences get a picture each: a certificate drawn as SVG
// (company, licence name, number, dates) and rendered to PNG, stored the way
// an upload is (random name under `${filesDir}/credentials/`). Runs at start
// for demo licences that have no file yet, so an existing demo database gets
// them too.

const titles: Record<string, string> = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  medical_licence: '医疗机构执业许可证',
  gsp: '药品经营质量管理规范认证证书',
  proxy: '采购委托书',
  buyer_id: '采购人员身份证明',
};

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A certificate drawn as SVG: its title and label-value lines (at most five), a seal. */
export function certificateSvg(title: string, rows: [label: string, value: string][]) {
  const lines = rows
    .slice(0, 5)
    .map(
      ([label, value], i) =>
        `<text x="110" y="${250 + i * 60}" font-size="26" fill="#333">${esc(label)}：${esc(value)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700" viewBox="0 0 1000 700">
  <rect width="1000" height="700" fill="#fffdf5"/>
  <rect x="24" y="24" width="952" height="652" fill="none" stroke="#b8860b" stroke-width="8"/>
  <rect x="44" y="44" width="912" height="612" fill="none" stroke="#d4a437" stroke-width="2"/>
  <text x="500" y="150" font-size="54" text-anchor="middle" fill="#a0141e" font-family="Noto Serif CJK SC, serif" font-weight="bold">${esc(title)}</text>
  <g font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif">
  ${lines}
  <text x="110" y="580" font-size="20" fill="#999">演示数据 · 仅供系统演示使用</text>
  </g>
  <circle cx="800" cy="540" r="80" fill="none" stroke="#c8102e" stroke-width="6" opacity="0.8"/>
  <text x="800" y="550" font-size="26" text-anchor="middle" fill="#c8102e" opacity="0.85" font-family="Noto Serif CJK SC, serif">发证机关</text>
</svg>`;
}

type Row = typeof credentials.$inferSelect;

/** A letter of authority (委托书) is a signed letter, sent as a PDF; the others are pictures. */
async function drawn(c: Row, company: string) {
  if (c.kind === 'proxy') {
    const bytes = await makePdf({
      title: '采购委托书',
      blocks: [
        { kind: 'title', text: '药品采购委托书' },
        {
          kind: 'text',
          text: '兹委托本单位采购人员办理向贵公司采购药品的相关事宜，委托期限内以其名义签署的采购单据本单位均予承认。',
        },
        {
          kind: 'fields',
          rows: [
            ['委托单位', company],
            ['委托书编号', c.number],
            ['委托日期', c.issuedOn ?? '—'],
            ['有效期至', c.expiresOn],
          ],
        },
        { kind: 'gap' },
        { kind: 'text', text: '委托单位（盖章）        法定代表人（签字）' },
      ],
      footer: '演示数据 · 仅供系统演示使用',
    });
    return { bytes, ext: 'pdf', type: 'application/pdf' };
  }
  const bytes = await sharp(
    Buffer.from(
      certificateSvg(titles[c.kind] ?? c.kind, [
        ['单位名称', company],
        ['证件编号', c.number],
        ['发证日期', c.issuedOn ?? '—'],
        ['有效期至', c.expiresOn],
      ]),
    ),
  )
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { bytes, ext: 'png', type: 'image/png' };
}

/** Draws and stores the missing demo licence pictures and letters; true when it made any. */
export async function seedCredentialFilesIfMissing(db: Db, filesDir: string): Promise<boolean> {
  const rows = await db
    .select({ c: credentials, company: companies.name })
    .from(credentials)
    .innerJoin(companies, eq(companies.id, credentials.companyId))
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.isMain, true)))
    .where(
      and(
        eq(credentials.file, ''),
        inArray(
          users.username,
          demoAccounts.map((a) => a.username),
        ),
      ),
    );
  if (rows.length === 0) return false;
  const dir = join(filesDir, 'credentials');
  await mkdir(dir, { recursive: true });
  for (const { c, company } of rows) {
    const { bytes, ext, type } = await drawn(c, company);
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(join(dir, name), bytes, { flag: 'wx' });
    await db
      .update(credentials)
      .set({ file: name, fileType: type })
      .where(and(eq(credentials.id, c.id), eq(credentials.file, '')));
  }
  return true;
}
