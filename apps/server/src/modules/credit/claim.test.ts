import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditLines } from '../../db/schema/index.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import { newBuyer } from '../../test/scene.ts';
import { creditRepo } from './repo.ts';

// The claim's sum near the largest limit (¥20,000,000 = 2e9 fen) passes what
// an int4 holds; it must answer "not within the limit", never an error.

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 1 });
});
afterAll(() => t?.close());

it('refuses a claim past the limit even where used + amount overflows int4', async () => {
  const b = await newBuyer(t, 'crbig');
  await t.db.insert(creditLines).values({
    companyId: b.companyId,
    limitFen: 2_000_000_000,
    usedFen: 1_900_000_000,
    terms: 'monthly',
    statementDay: 1,
    payDays: 30,
    startDate: '2026-01-01',
  });
  const repo = creditRepo(t.db);
  expect(await repo.claim(b.companyId, 300_000_000)).toBeNull();
  expect(await repo.claim(b.companyId, 100_000_000)).toBe(2_000_000_000);
});
