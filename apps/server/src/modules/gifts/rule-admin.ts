import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { activityGoods } from './repo.ts';

/** How one kind of per-activity rule (满赠, 换购) is listed, written and removed. */
export type RuleKind<Row, Body extends { goods_id: number }> = {
  /** 满赠 or 换购: the name in a 404. */
  name: string;
  /** The audit action prefix: `${action}.put`, `${action}.remove`. */
  action: string;
  list(db: DbOrTx, activityId?: number): Promise<Row[]>;
  /** Refuses what the rule's own terms forbid, given the goods' price. */
  check?(tx: DbOrTx, activityId: number, goodsPriceFen: number, body: Body): Promise<void>;
  upsert(tx: DbOrTx, activityId: number, body: Body): Promise<unknown>;
  remove(tx: DbOrTx, activityId: number): Promise<boolean>;
};

/**
 * The console's writes of a 满减 activity's rule: 404 for an unknown activity
 * or goods, every write audited with before and after, the cart's snapshot
 * reloaded after.
 */
export function ruleAdmin<Row, Body extends { goods_id: number }>(
  { db, audit, changed }: { db: Db; audit: Audit; changed: () => Promise<void> },
  kind: RuleKind<Row, Body>,
) {
  return {
    list: () => kind.list(db),

    /** Sets (or replaces) the activity's rule. */
    async put(actor: Actor, activityId: number, body: Body): Promise<Row> {
      const out = await db.transaction(async (tx) => {
        const found = await activityGoods(tx, activityId, body.goods_id);
        if (!found.activity) throw notFound('满减活动');
        if (found.goodsPriceFen === null) throw notFound('商品');
        // Handed out free, a 含特 goods would pass by its per-order and
        // per-month limits, its authorisation and own-funds rules.
        if (found.specialCompound)
          throw fieldError('goods_id', `含特殊药品复方制剂不能作为${kind.name}商品`);
        await kind.check?.(tx, activityId, found.goodsPriceFen, body);
        const before = (await kind.list(tx, activityId))[0] ?? null;
        await kind.upsert(tx, activityId, body);
        const after = (await kind.list(tx, activityId))[0]!;
        await audit(tx, actor, {
          action: `${kind.action}.put`,
          targetType: 'full_reduction',
          targetId: activityId,
          before,
          after,
        });
        return after;
      });
      await changed();
      return out;
    },

    async remove(actor: Actor, activityId: number) {
      await db.transaction(async (tx) => {
        const before = (await kind.list(tx, activityId))[0];
        if (!before || !(await kind.remove(tx, activityId))) throw notFound(kind.name);
        await audit(tx, actor, {
          action: `${kind.action}.remove`,
          targetType: 'full_reduction',
          targetId: activityId,
          before,
          after: null,
        });
      });
      await changed();
      return null;
    },
  };
}

export type RuleAdmin<Row, Body extends { goods_id: number }> = ReturnType<
  typeof ruleAdmin<Row, Body>
>;
