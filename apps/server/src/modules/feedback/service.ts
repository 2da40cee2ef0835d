import {
  type AdminFeedbackPage,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackStatus,
  type FeedbackType,
  type feedbackBody,
  feedbackTypes,
} from '@shop/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies } from '../../db/schema/company.ts';
import { feedback, feedbackPhotos } from '../../db/schema/feedback.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';

// 意见反馈 (/yjfk): a buyer writes, customer service replies (the buyer gets
// a message) or closes it.

const statusTexts: Record<FeedbackStatus, string> = {
  open: '待回复',
  replied: '已回复',
  closed: '已关闭',
};

type Row = typeof feedback.$inferSelect;

/** Photos one company may upload in an hour (a feedback takes at most 3). */
export const PHOTOS_PER_HOUR = 30;

function present(r: Row): FeedbackItem {
  const status = r.status as FeedbackStatus;
  return {
    id: r.id,
    type: r.type,
    type_text: feedbackTypes[r.type as FeedbackType] ?? r.type,
    content: r.content,
    images: r.images,
    contact: r.contact,
    status,
    status_text: statusTexts[status] ?? r.status,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

export function feedbackService({
  db,
  kv,
  audit,
  notify,
}: {
  db: Db;
  kv: Kv;
  audit: Audit;
  notify: Notify;
}) {
  async function decide(
    actor: Actor,
    id: number,
    from: FeedbackStatus[],
    patch: Partial<typeof feedback.$inferInsert>,
    notice: boolean,
  ) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
      if (!before) throw notFound('反馈');
      const [row] = await tx
        .update(feedback)
        .set(patch)
        .where(and(eq(feedback.id, id), inArray(feedback.status, from)))
        .returning();
      if (!row)
        throw new AppError(
          'conflict',
          `该反馈${statusTexts[before.status as FeedbackStatus] ?? ''}`,
        );
      await audit(tx, actor, {
        action: `feedback.${row.status === 'closed' ? 'close' : 'reply'}`,
        targetType: 'feedback',
        targetId: id,
        before: { status: before.status, reply: before.reply },
        after: { status: row.status, reply: row.reply },
      });
      if (notice)
        await notify(tx, row.companyId, {
          kind: 'feedback_reply',
          title: '您的意见反馈有了回复',
          body: row.reply,
          link: '/yjfk',
        });
      return present(row);
    });
  }

  return {
    /**
     * Stores a photo for a feedback to come, as the company's: at most
     * PHOTOS_PER_HOUR an hour, counted before the picture is read (an atomic
     * count, so parallel uploads cannot pass it) and outside any transaction.
     */
    async uploadPhoto(buyer: Buyer, store: () => Promise<string>): Promise<string> {
      if ((await kv.incr(`feedback:photos:${buyer.company.id}`, 3600)) > PHOTOS_PER_HOUR)
        throw new AppError('too_many', '图片上传过于频繁，请稍后再试');
      const url = await store();
      await db
        .insert(feedbackPhotos)
        .values({ name: url.slice(url.lastIndexOf('/') + 1), companyId: buyer.company.id });
      return url;
    },

    async create(buyer: Buyer, b: z.output<typeof feedbackBody>): Promise<FeedbackItem> {
      if (b.images.length) {
        const names = b.images.map((u) => u.slice(u.lastIndexOf('/') + 1));
        const own = await db
          .select({ name: feedbackPhotos.name })
          .from(feedbackPhotos)
          .where(
            and(
              eq(feedbackPhotos.companyId, buyer.company.id),
              inArray(feedbackPhotos.name, names),
            ),
          );
        // Only photos this company uploaded: another's url, or a made-up one, is not ours to show.
        if (own.length !== new Set(names).size)
          throw fieldError('images', '图片地址不正确，请重新上传');
      }
      const [row] = await db
        .insert(feedback)
        .values({
          companyId: buyer.company.id,
          userId: buyer.user.id,
          type: b.type,
          content: b.content,
          images: b.images,
          contact: b.contact,
        })
        .returning();
      return present(row!);
    },

    async page(companyId: number, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      const where = eq(feedback.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(feedback).where(where),
      ]);
      return page(rows.map(present), total?.n ?? 0, pageNo, pageSize);
    },

    async adminPage(
      f: { status?: FeedbackStatus | undefined; keywords: string },
      pageNo: number,
      pageSize: number,
    ): Promise<AdminFeedbackPage> {
      const conds: SQL[] = [];
      if (f.status) conds.push(eq(feedback.status, f.status));
      if (f.keywords) {
        const k = likeContains(f.keywords);
        conds.push(or(ilike(feedback.content, k), ilike(companies.name, k))!);
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: feedback, company: companies.name })
          .from(feedback)
          .innerJoin(companies, eq(companies.id, feedback.companyId))
          .where(where)
          .orderBy(desc(feedback.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: count() })
          .from(feedback)
          .innerJoin(companies, eq(companies.id, feedback.companyId))
          .where(where),
      ]);
      return page(
        rows.map((x) => ({ ...present(x.r), company_id: x.r.companyId, company_name: x.company })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    },

    /** A reply (or a corrected one) to open or replied feedback; the buyer gets a message. */
    reply: (actor: Actor, id: number, reply: string) =>
      decide(
        actor,
        id,
        ['open', 'replied'],
        { status: 'replied', reply, repliedAt: new Date() },
        true,
      ),

    close: (actor: Actor, id: number) =>
      decide(actor, id, ['open', 'replied'], { status: 'closed' }, false),
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
