import { formatYuan } from '@shop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  addresses,
  contractSignatures,
  contractVersions,
  goods,
  invoiceRequests,
  orderLines,
  staffUsers,
  users,
  wallets,
} from '../db/schema/index.ts';
import { contractHash } from '../modules/agreement/index.ts';
import { invoiceNumber, invoicePdf } from '../modules/invoice/index.ts';
import { insertPaidOrder } from './paid-order.ts';

// The purchase contract and e-invoices of the demo: version 1 of the contract,
// signed by demo and clinic (newshop has not: its first order gets 459 and
// /dzht); newshop's address; two paid orders of demo, one invoiced (issued,
// with its PDF), one whose request waits for finance.

const DAY = 86_400_000;

export const CONTRACT_TITLE = '药品采购合同';
export const CONTRACT_BODY = [
  '甲方（供货方）：药采商城运营方\n乙方（采购方）：在本平台注册并通过资质审核的医药企业或医疗机构',
  '第一条 合同标的\n乙方通过本平台向甲方采购药品、医疗器械及其他医药商品，品种、规格、数量、单价及金额以乙方在平台提交并支付的订单为准，每一笔订单构成本合同的组成部分。',
  '第二条 资质要求\n乙方保证所提交的营业执照、药品经营许可证或医疗机构执业许可证等资质真实、合法、有效，并在资质到期前及时更新；乙方仅可采购其经营范围内的商品。',
  '第三条 质量保证\n甲方保证所供商品来源合法、质量符合国家药品标准及相关法规，随货提供同批号检验报告；乙方收货时应当场验收，发现质量问题应于收货后 7 日内通过平台售后提出。',
  '第四条 价格与结算\n商品价格以下单时平台显示的价格为准，乙方可使用平台余额或在线支付方式付款；订单支付成功后，乙方可在平台申请开具增值税普通发票或专用发票。',
  '第五条 交货与运输\n甲方按订单所填收货地址发货，运输途中商品的毁损灭失风险由甲方承担；冷链商品按相关规定全程冷链运输。',
  '第六条 退换货\n除质量问题、错发漏发外，药品一经售出不予退换；符合条件的退换货按平台售后规则办理。',
  '第七条 保密与信息\n双方对在合作中获知的对方商业信息负有保密义务；乙方账号及密码由乙方自行保管，通过乙方账号提交的订单视为乙方行为。',
  '第八条 争议解决\n因本合同发生的争议，双方应友好协商解决；协商不成的，任何一方可向甲方所在地有管辖权的人民法院提起诉讼。',
  '第九条 合同生效\n本合同自乙方在平台以电子方式签署之日起生效，甲方发布新版本后，乙方须重新签署方可继续下单。',
].join('\n\n');

const byUsername = async (tx: Tx, names: string[]) =>
  tx
    .select({
      username: users.username,
      userId: users.id,
      companyId: users.companyId,
      name: users.name,
    })
    .from(users)
    .where(inArray(users.username, names));

export async function insertInvoiceDemo(tx: Tx): Promise<void> {
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'admin'));
  const now = new Date();
  const [v] = await tx
    .insert(contractVersions)
    .values({
      version: 1,
      title: CONTRACT_TITLE,
      body: CONTRACT_BODY,
      sha256: contractHash(CONTRACT_TITLE, CONTRACT_BODY),
      publishedBy: admin?.id ?? null,
      publishedAt: new Date(now.getTime() - 60 * DAY),
    })
    .returning();
  const people = await byUsername(tx, ['demo', 'clinic', 'newshop']);
  const who = (u: string) => people.find((p) => p.username === u);
  for (const u of ['demo', 'clinic']) {
    const p = who(u);
    if (!p) continue;
    await tx.insert(contractSignatures).values({
      companyId: p.companyId,
      versionId: v!.id,
      userId: p.userId,
      signerName: p.name || u,
      sha256: v!.sha256,
      signedAt: new Date(now.getTime() - 45 * DAY),
    });
  }

  const newshop = who('newshop');
  if (newshop) {
    await tx.insert(addresses).values({
      companyId: newshop.companyId,
      name: '郑文博',
      phone: '13800000004',
      region: '天津市 南开区',
      detail: '鞍山西道 212 号 益康新开药店',
      isDefault: true,
    });
    await tx.insert(wallets).values({ companyId: newshop.companyId, balanceFen: 0 });
  }

  const demo = who('demo');
  if (demo) await insertDemoInvoices(tx, demo, now);
}

async function insertDemoInvoices(tx: Tx, demo: { companyId: number; userId: number }, now: Date) {
  // Two paid (not yet shipped) orders, paid online: one invoiced, one whose request waits.
  const [g] = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.isHidden, false), eq(goods.activityType, 0)))
    .orderBy(asc(goods.id))
    .limit(1);
  if (!g) return;
  const made = [];
  // Older than the 30 days the console's reports and dashboard show, so their figures stay those of the tests' own orders.
  for (const [i, days] of [60, 45].entries()) {
    const paidAt = new Date(now.getTime() - days * DAY);
    made.push(
      await insertPaidOrder(tx, {
        buyer: demo,
        goods: {
          id: g.id,
          name: g.name,
          manufacturer: g.manufacturer,
          specification: g.specification,
          unit: g.unit,
        },
        quantity: 10 * (i + 1),
        unitPriceFen: g.priceFen,
        orderNo: `FP${paidAt.getTime()}`,
        key: `seed-invoice-paid-${i}`,
        paidAt,
        status: 'paid',
        payMethod: 'sandbox',
      }),
    );
  }
  const [issued, pending] = made;
  const title = '仁和大药房（朝阳店）';
  const taxNo = '91110105MA01RH8K2Q';
  if (issued) {
    const issuedAt = new Date(issued.paidAt!.getTime() + 4 * DAY);
    const [row] = await tx
      .insert(invoiceRequests)
      .values({
        companyId: demo.companyId,
        orderId: issued.id,
        userId: demo.userId,
        kind: 'normal',
        title,
        taxNo,
        amountFen: issued.payFen,
        status: 'issued',
        createdAt: new Date(issued.paidAt!.getTime() + 3 * DAY),
        decidedAt: issuedAt,
      })
      .returning({ id: invoiceRequests.id });
    const invoiceNo = invoiceNumber(row!.id, issuedAt);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, issued.id));
    const pdf = await invoicePdf({
      invoiceNo,
      issuedAt,
      buyerName: title,
      request: {
        type: 1,
        type_text: '增值税普通发票',
        title,
        tax_no: taxNo,
        address: '',
        phone: '',
        bank: '',
        account: '',
      },
      order: {
        order_no: issued.orderNo,
        goods_amount: formatYuan(issued.goodsFen),
        manjian_reduce: formatYuan(issued.reductionFen),
        coupon_reduce: formatYuan(issued.couponFen),
        voucher_reduce: formatYuan(issued.voucherFen),
        shipping_fee: formatYuan(issued.shippingFen),
        pay_amount: formatYuan(issued.payFen),
        lines: lines.map((l) => ({
          name: l.name,
          ypgg: l.specification,
          bzdw: l.unit,
          number: l.quantity,
          price: formatYuan(l.unitPriceFen),
          amount: formatYuan(l.amountFen),
        })),
      },
    });
    await tx.update(invoiceRequests).set({ invoiceNo, pdf }).where(eq(invoiceRequests.id, row!.id));
  }
  if (pending)
    await tx.insert(invoiceRequests).values({
      companyId: demo.companyId,
      orderId: pending.id,
      userId: demo.userId,
      kind: 'special',
      title,
      taxNo,
      address: '北京市朝阳区朝阳路 68 号院 3 号楼底商 102',
      phone: '010-65012345',
      bank: '中国工商银行北京朝阳支行',
      account: '0200001109200123456',
      amountFen: pending.payFen,
    });
}

/** A database seeded before the contract existed: add it (and newshop's address) once. */
export async function seedInvoiceIfMissing(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: contractVersions.id }).from(contractVersions).limit(1);
  if (any) return false;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return false;
  await db.transaction((tx) => insertInvoiceDemo(tx));
  return true;
}
