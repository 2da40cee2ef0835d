import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // API tests share one database per file; files run in parallel forks.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
