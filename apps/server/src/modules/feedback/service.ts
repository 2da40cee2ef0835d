import {
  type AdminFeedbackPage,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackStatus,
  type FeedbackType,
  type feedbackBody,
  feedbackTypes,
} from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { type FeedbackInsert, feedbackRepo, type FeedbackRow as Row } from './repo.ts';

// 意见反馈 (/yjfk): a buyer writes, customer service replies (the buyer gets
// a message) or closes it.

const statusTexts: Record<FeedbackStatus, string> = {
  open: '待回复',
  replied: '已回复',
  closed: '已关闭',
};

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
    patch: Partial<FeedbackInsert>,
    notice: boolean,
  ) {
    return db.transaction(async (tx) => {
      const repo = feedbackRepo(tx);
      const before = await repo.lock(id);
      if (!before) throw notFound('反馈');
      const row = await repo.decide(id, from, patch);
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
      await feedbackRepo(db).recordPhoto(buyer.company.id, url.slice(url.lastIndexOf('/') + 1));
      return url;
    },

    async create(buyer: Buyer, b: z.output<typeof feedbackBody>): Promise<FeedbackItem> {
      if (b.images.length) {
        const names = b.images.map((u) => u.slice(u.lastIndexOf('/') + 1));
        const own = await feedbackRepo(db).ownPhotos(buyer.company.id, names);
        // Only photos this company uploaded: another's url, or a made-up one, is not ours to show.
        if (own !== new Set(names).size) throw fieldError('images', '图片地址不正确，请重新上传');
      }
      const row = await feedbackRepo(db).insert({
        companyId: buyer.company.id,
        userId: buyer.user.id,
        type: b.type,
        content: b.content,
        images: b.images,
        contact: b.contact,
      });
      return present(row);
    },

    async page(companyId: number, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      const { rows, total } = await feedbackRepo(db).ofCompany(
        companyId,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(rows.map(present), total, pageNo, pageSize);
    },

    async adminPage(
      f: { status?: FeedbackStatus | undefined; keywords: string },
      pageNo: number,
      pageSize: number,
    ): Promise<AdminFeedbackPage> {
      const { rows, total } = await feedbackRepo(db).adminPage(
        f,
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return page(
        rows.map((x) => ({ ...present(x.r), company_id: x.r.companyId, company_name: x.company })),
        total,
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
