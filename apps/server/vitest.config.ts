import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Seeded databases are made once per run and copied for each file (src/test/seeded-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // API tests share one database per file; files run in parallel forks (how many: ../../vitest.config.ts).
    // Each fork imports the server once, not once per file: the import was
    // the largest part of the unit run (docs/decisions/2026-11-29-ci-time.md).
    // Files share nothing at module level that a test depends on (each builds
    // its own app and database); no server test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
