import { sql } from 'drizzle-orm';
import type { ClaimSlot } from '../platform/scheduler.ts';
import type { Db } from './client.ts';
import { rowsOf } from './json-rows.ts';

/**
 * The scheduler's claim: one statement that takes the job's current slot
 * (the database's clock cut into intervals) unless a process took it
 * already. Concurrent claims of one slot queue on the row; the second finds
 * the slot taken and changes nothing, so its row count is 0. A changed
 * interval starts counting afresh.
 */
export function jobSlots(db: Db): ClaimSlot {
  return async (name, everyMs) => {
    const rows = await db.execute(sql`
      INSERT INTO job_slots (name, every_ms, slot, claimed_at)
      VALUES (${name}, ${everyMs},
        floor(extract(epoch from clock_timestamp()) * 1000 / ${everyMs})::bigint, clock_timestamp())
      ON CONFLICT (name) DO UPDATE
        SET every_ms = excluded.every_ms, slot = excluded.slot, claimed_at = excluded.claimed_at
        WHERE job_slots.slot < excluded.slot OR job_slots.every_ms <> excluded.every_ms
      RETURNING slot`);
    return rowsOf(rows).length === 1;
  };
}
