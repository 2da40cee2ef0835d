import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { feedback, goods, messages, users, varietyRequests } from '../db/schema/index.ts';

// The demo buyer `demo`'s message centre, variety requests and feedback:
// a listed request (its message unread, linking the goods), a declined one,
// and feedback the shop has answered.

const HOUR = 3600 * 1000;

export async function insertMessagesAndRequests(tx: Tx, now = new Date()) {
  const [demo] = await tx
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, 'demo'));
  const [listed] = await tx
    .select({ id: goods.id, name: goods.name, manufacturer: goods.manufacturer })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(1);
  if (!demo || !listed) return;
  const { userId, companyId } = demo;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  await tx.insert(varietyRequests).values([
    {
      companyId,
      userId,
      name: listed.name,
      manufacturer: listed.manufacturer,
      specification: '',
      quantity: 20,
      targetPriceFen: 0,
      note: '门店顾客常问，希望尽快上架',
      status: 'listed',
      goodsId: listed.id,
      createdAt: ago(72),
      updatedAt: ago(2),
    },
    {
      companyId,
      userId,
      name: '盐酸羟考酮缓释片',
      manufacturer: '萌蒂（中国）制药',
      specification: '10mg*10片',
      quantity: 5,
      targetPriceFen: 8800,
      note: '',
      status: 'declined',
      reason: '该品种属麻醉药品，本平台不经营',
      createdAt: ago(96),
      updatedAt: ago(48),
    },
  ]);

  await tx.insert(feedback).values({
    companyId,
    userId,
    type: 'logistics',
    content: '上周的订单配送比平时慢了两天，希望能提前告知。',
    contact: '13800000001',
    status: 'replied',
    reply: '非常抱歉！当周仓库盘点导致延迟，今后如有延迟会提前短信通知您。',
    repliedAt: ago(20),
    createdAt: ago(30),
  });

  await tx.insert(messages).values([
    {
      companyId,
      kind: 'credentials_approved',
      title: '您的资质审核已通过',
      body: '资质审核已通过，现在可以下单采购了。',
      link: '/zzzj',
      readAt: ago(200),
      createdAt: ago(240),
    },
    {
      companyId,
      kind: 'feedback_reply',
      title: '您的意见反馈有了回复',
      body: '非常抱歉！当周仓库盘点导致延迟，今后如有延迟会提前短信通知您。',
      link: '/yjfk',
      readAt: ago(10),
      createdAt: ago(20),
    },
    {
      companyId,
      kind: 'variety_listed',
      title: `您求购的「${listed.name}」已上架`,
      body: `您提交的求购品种「${listed.name}」已上架，欢迎选购。`,
      link: `/list/info/${listed.id}`,
      createdAt: ago(2),
    },
  ]);
}
