import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { jobSlots } from '../db/job-slots.ts';
import { seededDatabase } from '../test/seeded-database.ts';
import { type Job, startJobs } from './scheduler.ts';

// Two "processes": with TEST_DATABASE_URL two connection pools on one
// PostgreSQL database, as two servers or WORKERS > 1 have; on PGlite the one
// embedded database, shared.
let first: Database;
let second: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const made = await seededDatabase(0);
  drop = made.drop;
  first = made.database;
  second = made.databaseUrl ? await openDatabase({ databaseUrl: made.databaseUrl }) : first;
});
afterAll(async () => {
  if (second !== first) await second?.close();
  await first?.close();
  await drop?.();
});

const quiet = { info() {}, error() {} };
const DAY = 86_400_000;

describe('job slots', () => {
  it('give one slot to one claimant among many at once', async () => {
    const claims = [jobSlots(first.db), jobSlots(second.db)];
    const won = await Promise.all(
      Array.from({ length: 12 }, (_, i) => claims[i % 2]!('slots.once', DAY)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await claims[0]!('slots.once', DAY)).toBe(false);
  });

  it('count afresh when the interval changes', async () => {
    const claim = jobSlots(first.db);
    expect(await claim('slots.changed', DAY)).toBe(true);
    expect(await claim('slots.changed', DAY)).toBe(false);
    expect(await claim('slots.changed', DAY / 2)).toBe(true);
  });
});

describe('the scheduler', () => {
  it('runs a shared job once per interval, whichever of two processes ticks', async () => {
    const every = 200;
    let runs = 0;
    const job: Job = {
      name: 'count.shared',
      everyMs: every,
      run: async () => {
        runs += 1;
        return undefined;
      },
    };
    const started = Date.now();
    const a = startJobs([job], jobSlots(first.db), quiet);
    const b = startJobs([job], jobSlots(second.db), quiet);
    await sleep(2_100);
    await Promise.all([a.stop(), b.stop()]);
    // Each process alone ticks twice per interval; together four times.
    const slots = Math.floor(Date.now() / every) - Math.floor(started / every) + 1;
    expect(runs).toBeLessThanOrEqual(slots);
    expect(runs).toBeGreaterThanOrEqual(Math.floor(slots / 2));
  });

  it('logs a failing job and keeps it and the others running', async () => {
    const errors: string[] = [];
    const infos: string[] = [];
    let good = 0;
    let bad = 0;
    const jobs: Job[] = [
      {
        name: 'fails',
        everyMs: 40,
        scope: 'process',
        run: async () => {
          bad += 1;
          throw new Error('the database went away');
        },
      },
      {
        name: 'works',
        everyMs: 40,
        scope: 'process',
        run: async () => {
          good += 1;
          return 'did one';
        },
      },
    ];
    const runner = startJobs(jobs, jobSlots(first.db), {
      info: (m) => infos.push(m),
      error: (_e, m) => errors.push(m),
    });
    await sleep(300);
    await runner.stop();
    expect(bad).toBeGreaterThanOrEqual(3);
    expect(good).toBeGreaterThanOrEqual(3);
    expect(errors[0]).toBe('background job fails failed');
    expect(errors).toHaveLength(bad);
    expect(infos[0]).toBe('works: did one');
  });

  it('stops its timers and waits for the run in progress', async () => {
    let runs = 0;
    let finished = 0;
    const runner = startJobs(
      [
        {
          name: 'slow',
          everyMs: 30,
          scope: 'process',
          run: async () => {
            runs += 1;
            await sleep(100);
            finished += 1;
            return undefined;
          },
        },
      ],
      jobSlots(first.db),
      quiet,
    );
    await sleep(50);
    await runner.stop();
    // The run under way when stop() came has ended; the ticks meanwhile started none beside it.
    expect([runs, finished]).toEqual([1, 1]);
    await sleep(150);
    expect(runs).toBe(1);
  });

  it('refuses two jobs of one name', () => {
    const job: Job = { name: 'twice', everyMs: 1000, run: async () => undefined };
    expect(() => startJobs([job, job], jobSlots(first.db), quiet)).toThrow(/twice/);
  });
});
