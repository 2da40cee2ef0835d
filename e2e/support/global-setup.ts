import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = new URL('../..', import.meta.url).pathname;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    hasBrowser: boolean;
  }
}

/**
 * Starts the production build (`node apps/server/dist/main.js`) once, on a fresh
 * embedded database with the demo data, exactly as `npm start` does.
 */
export default async function setup(project: TestProject) {
  const hasBrowser = existsSync(CHROMIUM);
  project.provide('hasBrowser', hasBrowser);
  if (!hasBrowser) {
    console.warn(`e2e: ${CHROMIUM} not found; browser tests are skipped`);
    project.provide('baseUrl', '');
    project.provide('serverLog', '');
    return;
  }
  if (
    !existsSync(join(root, 'apps/server/dist/main.js')) ||
    !existsSync(join(root, 'apps/web/dist/index.html'))
  ) {
    throw new Error('e2e needs the production build: run `npm run build` first');
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const serverLog = join(dir, 'server.log');
  const log = createWriteStream(serverLog);
  const port = 3200 + (process.pid % 500);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}); see ${serverLog}`);
    try {
      if ((await fetch(`${baseUrl}/api/common`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
}
