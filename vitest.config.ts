import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server test files run in parallel forks: at least two, not vitest's default
    // of cores - 1 (one on this two-core machine): a file
    // spends much of its time waiting on PostgreSQL, and ten files took 372-387 s
    // with two forks against 576-925 s with one (docs/decisions/2026-11-28-ci-time.md).
    // Set here, for every project: vitest refuses projects that differ in maxWorkers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
