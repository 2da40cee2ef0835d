import { z } from 'zod';
import { id, int, isoTime, pageNo, whole } from './fields.ts';
import { manjian } from './goods.ts';

// The activity zone (/hdzq/{id}, /hdzx/{id}/{cid}): a 满减 activity's page
// with its goods by category, and a goods' activities for its detail page.
// The paths are ours; docs/api.md lists them.

export const activityParams = z.strictObject({ id });

export const activityGoodsQuery = z.strictObject({
  page: pageNo,
  /** A category (its own or its root) of the activity's goods; 0 or left out: all. */
  cid: whole(
    z
      .number({ message: '分类格式不正确' })
      .int({ message: '分类格式不正确' })
      .min(0, { message: '分类格式不正确' })
      .max(2_147_483_647, { message: '分类格式不正确' })
      .default(0),
  ),
});

/** status: 0 not started, 1 running, 2 ended. */
export const activityZone = z.object({
  activity: manjian.extend({
    start_time: isoTime,
    end_time: isoTime,
    status: int,
    status_text: z.string(),
  }),
  categories: z.array(z.object({ id: int, name: z.string(), count: int })),
});

export const goodsActivitiesQuery = z.strictObject({ id });

/** A goods' running activities, each with the page that shows it. */
export const goodsActivities = z.array(manjian.extend({ url: z.string(), end_time: isoTime }));

/** GET /api/activities: the running 满减 activities, newest first, for /hdzx without an id. */
export const runningActivities = z.array(
  manjian.extend({ start_time: isoTime, end_time: isoTime, goods_count: int }),
);

export type ActivityZone = z.infer<typeof activityZone>;
export type RunningActivity = z.infer<typeof runningActivities>[number];
export type GoodsActivity = z.infer<typeof goodsActivities>[number];
