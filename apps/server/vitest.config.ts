import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Seeded databases are made once per run and copied for each file (src/test/seeded-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // API tests share one database per file; files run in parallel forks. Two,
    // not vitest's default of cores - 1 (one on this two-core machine): a file
    // spends much of its time waiting on PostgreSQL, and ten files took 372-387 s
    // with two forks against 576-925 s with one (docs/decisions/2026-11-28-ci-time.md).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
