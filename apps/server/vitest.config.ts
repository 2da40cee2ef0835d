import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Seeded databases are made once per run and copied for each file (src/test/seeded-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // API tests share one database per file; files run in parallel forks (how many: ../../vitest.config.ts).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
