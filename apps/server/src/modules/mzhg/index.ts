import type { Db } from '../../db/client.ts';
import { mzhgService } from './service.ts';

export type { MzhgService } from './service.ts';

/** 满赠: a 满减 activity's gift, shown in the cart and added free to the order. */
export function mzhgModule(deps: { db: Db }) {
  const service = mzhgService(deps);
  void service.ready().catch(() => {});
  return { service };
}
