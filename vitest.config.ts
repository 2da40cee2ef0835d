import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // At least two forks, not vitest's default of cores - 1 (one on a two-core
    // machine): a server test file spends much of its time waiting on
    // PostgreSQL (docs/decisions/2026-11-28-ci-time.md). Set here for every
    // project: vitest refuses projects that differ in maxWorkers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
