import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client.ts';
import {
  addresses,
  companies,
  goods,
  orderLines,
  orders,
  siteConfig,
  transferReceipts,
  transfers,
  users,
} from '../db/schema/index.ts';
import { inventoryModule } from '../modules/inventory/index.ts';
import { TRANSFER_ACCOUNT_KEY, type TransferAccount } from '../modules/settings/index.ts';
import { privateFiles } from '../platform/private-files.ts';
import { plainOtcGoods } from './plain-goods.ts';

// 对公转账 in the demo: the shop's receiving account, and one order of the
// clinic waiting for finance, its bank receipt (回单) uploaded: a picture of
// an electronic receipt drawn as SVG and stored the way an upload is.

const ACCOUNT: TransferAccount = {
  name: '北京药采医药科技有限公司',
  bank: '中国工商银行北京朝阳支行',
  account: '1202021509100123456',
  windowHours: 72,
};
const HOUR = 3_600_000;
const QUANTITY = 6;

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bank's electronic receipt (电子回单) as a picture. */
export function receiptPicture(r: {
  payer: string;
  payerAccount: string;
  amount: string;
  reference: string;
  date: string;
}) {
  const rows: [string, string][] = [
    ['付款人户名', r.payer],
    ['付款人账号', r.payerAccount],
    ['收款人户名', ACCOUNT.name],
    ['收款人账号', ACCOUNT.account],
    ['收款人开户行', ACCOUNT.bank],
    ['金额（小写）', `¥${r.amount}`],
    ['附言', r.reference],
    ['交易日期', r.date],
  ];
  const lines = rows
    .map(
      ([k, v], i) =>
        `<text x="80" y="${190 + i * 52}" font-size="24" fill="#333">${esc(k)}：${esc(v)}</text>`,
    )
    .join('\n  ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="680" viewBox="0 0 900 680">
  <rect width="900" height="680" fill="#f7fbff"/>
  <rect x="20" y="20" width="860" height="640" fill="none" stroke="#1f5fa8" stroke-width="4"/>
  <g font-family="Noto Sans CJK SC, Noto Serif CJK SC, sans-serif">
  <text x="450" y="100" font-size="40" text-anchor="middle" fill="#1f5fa8" font-weight="bold">中国工商银行 电子回单</text>
  ${lines}
  <text x="80" y="630" font-size="18" fill="#999">演示数据 · 仅供系统演示使用</text>
  </g>
  <circle cx="740" cy="540" r="70" fill="none" stroke="#c8102e" stroke-width="5" opacity="0.8"/>
  <text x="740" y="548" font-size="22" text-anchor="middle" fill="#c8102e" font-family="Noto Serif CJK SC, serif">业务专用章</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A visible plain OTC goods in stock for the clinic's order, away from the goods other demos sell. */
async function transferGoods(tx: Tx) {
  const [g] = await tx
    .select()
    .from(goods)
    .where(
      and(
        plainOtcGoods(),
        sql`${goods.id} > 20`,
        sql`(SELECT l.quantity FROM goods_lots l WHERE l.goods_id = ${goods.id} AND l.state = 'selling'
          ORDER BY l.expiry_date, l.received_at, l.id LIMIT 1) >= ${QUANTITY}`,
      ),
    )
    .orderBy(asc(goods.id))
    .limit(1);
  return g ?? null;
}

/** The receiving account when none is set, and the clinic's waiting transfer; true when it added any. */
export async function seedTransferIfMissing(db: Db, filesDir: string): Promise<boolean> {
  const setAccount = await db
    .insert(siteConfig)
    .values({ key: TRANSFER_ACCOUNT_KEY, value: ACCOUNT })
    .onConflictDoNothing()
    .returning();
  const [clinic] = await db
    .select({ userId: users.id, companyId: users.companyId, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.username, 'clinic'));
  if (!clinic) return setAccount.length > 0;
  const [had] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(eq(transfers.companyId, clinic.companyId))
    .limit(1);
  if (had) return setAccount.length > 0;
  const files = privateFiles(filesDir, 'transfer-receipts');
  const now = new Date();
  const reference = 'ZZDEMO8K';
  const made = await db.transaction(async (tx) => {
    const g = await transferGoods(tx);
    const [address] = await tx
      .select()
      .from(addresses)
      .where(eq(addresses.companyId, clinic.companyId))
      .limit(1);
    if (!g || !address) return null;
    const amountFen = g.priceFen * QUANTITY;
    const orderNo = `ZZ${now.getTime()}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        companyId: clinic.companyId,
        userId: clinic.userId,
        idempotencyKey: 'demo-transfer-order',
        goodsFen: amountFen,
        reductionFen: 0,
        couponFen: 0,
        shippingFen: 0,
        payFen: amountFen,
        payMethod: 'transfer',
        address: {
          name: address.name,
          phone: address.phone,
          region: address.region,
          detail: address.detail,
        },
        expiresAt: new Date(now.getTime() + (ACCOUNT.windowHours - 5) * HOUR),
        createdAt: new Date(now.getTime() - 5 * HOUR),
      })
      .returning();
    await tx.insert(orderLines).values({
      orderId: order!.id,
      goodsId: g.id,
      name: g.name,
      manufacturer: g.manufacturer,
      specification: g.specification,
      unit: g.unit,
      quantity: QUANTITY,
      unitPriceFen: g.priceFen,
      amountFen,
    });
    const short = await inventoryModule().service.take(
      tx,
      [{ goodsId: g.id, quantity: QUANTITY }],
      orderNo,
    );
    if (short) throw new Error(`demo transfer order: goods ${g.id} has only ${short.available}`);
    const [t] = await tx
      .insert(transfers)
      .values({
        kind: 'order',
        targetId: order!.id,
        companyId: clinic.companyId,
        reference,
        dueFen: amountFen,
        idempotencyKey: 'demo-transfer-pay',
        expiresAt: order!.expiresAt,
        createdAt: new Date(now.getTime() - 5 * HOUR),
      })
      .returning();
    return { transferId: t!.id, amountFen };
  });
  if (!made) return setAccount.length > 0;
  const picture = await receiptPicture({
    payer: clinic.company,
    payerAccount: '0200 0049 0920 0088 512',
    amount: (made.amountFen / 100).toFixed(2),
    reference,
    date: new Date(now.getTime() + 8 * HOUR - 4 * HOUR).toISOString().slice(0, 10),
  });
  const file = await files.storeGenerated(picture, 'png');
  await db.insert(transferReceipts).values({
    transferId: made.transferId,
    file,
    fileType: 'image/png',
    uploadedAt: new Date(now.getTime() - 4 * HOUR),
  });
  return true;
}
