import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobSlots } from './db/schema/index.ts';
import { type TestApp, testApp } from './test/helper.ts';

// The modules' background jobs, as the server runs them (runJobs): each
// shared one claims its slot at the first tick once the app is ready.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 20, runJobs: true });
});
afterAll(() => t?.close());

describe('background jobs', () => {
  it("run every module's shared job once the app is ready, each under its own name", async () => {
    await vi.waitFor(
      async () => {
        const claimed = await t.db.select().from(jobSlots).orderBy(asc(jobSlots.name));
        expect(claimed.map((j) => [j.name, j.everyMs])).toEqual([
          ['credit.close-statements', 600_000],
          ['groupbuy.fail-expired', 15_000],
          ['lots.expire', 600_000],
          ['messages.expiry-notices', 3_600_000],
          ['notices.arrival-and-price', 600_000],
          ['orders.complete-unconfirmed', 15_000],
          ['orders.expire-unpaid', 15_000],
        ]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
