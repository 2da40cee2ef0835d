import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // A page's data may take seconds on a busy two-core machine; the default is 1 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
