import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

export type Backend = 'postgres' | 'pglite';

export type RunningServer = { url: string; databaseUrl?: string; stop(): Promise<void> };

/** A fresh PostgreSQL database for one bench run; dropped on stop. */
async function freshDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the built server (dist) as its own process, seeded with the demo catalogue. */
export async function startServer(
  backend: Backend,
  port: number,
  adminUrl: string,
  workers = 1,
): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WORKERS: String(workers),
  };
  delete env.DATABASE_URL;
  let cleanup = async () => {};
  if (backend === 'postgres') {
    const db = await freshDatabase(adminUrl, `shop_bench_${port}`);
    env.DATABASE_URL = db.url;
    cleanup = db.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/common`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await cleanup();
    },
  };
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}
