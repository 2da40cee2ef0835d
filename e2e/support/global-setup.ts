import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/demo/index.ts';
import { type Fixtures, makeFixtures } from './fixtures.ts';

const root = new URL('../..', import.meta.url).pathname;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    hasBrowser: boolean;
    fixtures: Fixtures;
  }
}

/**
 * Prepares the embedded database as `npm start` would (migrations, the demo
 * shop), adds each test file's own data, then starts the production build
 * (`node apps/server/dist/main.js`) on it once. The server finds goods there
 * and does not seed again.
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
  const dataDir = join(dir, 'data');

  try {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      await seedDemo(database.db);
      project.provide('fixtures', await makeFixtures(database.db));
    } finally {
      // The embedded database is one process's: closed before the server opens it.
      await database.close();
    }
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  const serverLog = join(dir, 'server.log');
  const log = createWriteStream(serverLog);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // A server that dies while the tests run takes its log with the temporary
  // directory: say how it ended and what it last wrote, where CI shows it.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const tail = existsSync(serverLog)
      ? readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n')
      : '';
    process.stderr.write(
      `\n[e2e] the shop server stopped during the tests (exit code ${code}, signal ${signal}); the end of its log:\n${tail}\n`,
    );
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  // Opening the embedded database of the whole demo shop takes over a minute
  // when the machine is shared and busy (seen 2026-11-28 at load 17 on two cores).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}); see ${serverLog}`);
    try {
      if ((await fetch(`${baseUrl}/api/common`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);
  return stop;
}

/** A port nobody listens on now (others' servers may run on this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
