import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { chatConversations, chatMessages } from '../db/schema/chat.ts';
import { staffUsers } from '../db/schema/staff.ts';

/**
 * A short customer-service history for the demo pharmacy (is_can_chat on):
 * its question, the service staff's answer (unread by the buyer), so the
 * right bar's 客服 shows a badge and the console's chat page a conversation.
 */
export async function insertChat(tx: Tx, now = new Date()) {
  const [demo] = await tx
    .select({ id: users.id, companyId: users.companyId, username: users.username })
    .from(users)
    .where(eq(users.username, 'demo'));
  const [staff] = await tx
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'service'));
  if (!demo || !staff) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const lines = [
    { side: 'buyer', text: '你好，阿莫西林胶囊下周还能补货吗？', at: at(95) },
    { side: 'staff', text: '您好，厂家周三到货，到货后第一时间上架。', at: at(90) },
    { side: 'buyer', text: '好的，谢谢，到货麻烦提醒一下。', at: at(88) },
    { side: 'staff', text: '已为您登记，上架后会在站内消息通知您。', at: at(85) },
  ] as const;
  const last = lines[lines.length - 1]!;
  const [conv] = await tx
    .insert(chatConversations)
    .values({
      companyId: demo.companyId,
      buyerUnread: 1,
      staffUnread: 0,
      lastText: last.text,
      lastAt: last.at,
      createdAt: lines[0].at,
    })
    .returning();
  await tx.insert(chatMessages).values(
    lines.map((l) => ({
      conversationId: conv!.id,
      side: l.side,
      userId: l.side === 'buyer' ? demo.id : null,
      staffId: l.side === 'staff' ? staff.id : null,
      senderName: l.side === 'buyer' ? demo.username : staff.name,
      body: l.text,
      createdAt: l.at,
    })),
  );
}
