import type { instructionsBody } from '@shop/contract';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { instructionsRepo } from './instructions-repo.ts';

// 说明书: the package insert, sections of sanitised HTML. Read apart from the
// goods row (only the detail page wants it), written by staff.

type Section = { title: string; html: string };

const cell = ['colspan', 'rowspan'];
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'h3',
    'h4',
    'span',
  ],
  allowedAttributes: { td: cell, th: cell },
  // Scripts and styles go with their content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

export const sanitizeInstructionHtml = (html: string) => sanitizeHtml(html, SANITIZE).trim();

export function instructionService(deps: { db: Db; audit: Audit }) {
  const { db, audit } = deps;

  const sectionsOf = async (goodsId: number): Promise<Section[]> =>
    (await instructionsRepo(db).sections(goodsId)) ?? [];

  return {
    /** The staff view: any goods, hidden or not. */
    async forStaff(goodsId: number) {
      if (!(await instructionsRepo(db).goodsExists(goodsId, { shelvedOnly: false })))
        throw notFound('商品');
      return { goods_id: goodsId, sections: await sectionsOf(goodsId) };
    },

    /** The buyer's view: a goods on the shelf, like its detail page. */
    async forBuyer(goodsId: number) {
      if (!(await instructionsRepo(db).goodsExists(goodsId, { shelvedOnly: true })))
        throw notFound('商品');
      return { goods_id: goodsId, sections: await sectionsOf(goodsId) };
    },

    async put(actor: Actor, goodsId: number, body: z.output<typeof instructionsBody>) {
      const sections = body.sections.map((s) => ({
        title: s.title,
        html: sanitizeInstructionHtml(s.html),
      }));
      await db.transaction(async (tx) => {
        const repo = instructionsRepo(tx);
        if (!(await repo.lockGoods(goodsId))) throw notFound('商品');
        const old = await repo.sections(goodsId);
        await repo.put(goodsId, sections);
        await audit(tx, actor, {
          action: 'goods.instructions',
          targetType: 'goods',
          targetId: goodsId,
          before: { sections: old ?? [] },
          after: { sections },
        });
      });
      return { goods_id: goodsId, sections };
    },
  };
}

export type Instructions = ReturnType<typeof instructionService>;
