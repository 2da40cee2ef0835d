import { type ChildProcess, spawn } from 'node:child_process';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

export type RunningServer = { url: string; stop(): Promise<void> };
export type ShopServer = RunningServer & { databaseUrl: string };

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

/** Spawns a server process and waits until `probe` answers 2xx. */
async function spawnServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  probe: string,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${probe}`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.at(-1)} did not start within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return; // already gone: 'exit' will not fire again
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * The built shop server (dist) on a fresh PostgreSQL database seeded with the
 * demo catalogue; stop() also drops the database. `env` adds variables.
 */
export async function startServer(
  port: number,
  adminUrl: string,
  workers = 1,
  env: Record<string, string> = {},
): Promise<ShopServer> {
  const db = await freshDatabase(adminUrl, `shop_bench_${port}`);
  // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await spawnServer(
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), 'apps/server/dist/main.js'],
    {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: db.url,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      ...env,
    },
    port,
    '/api/common',
  ).catch(async (e: unknown) => {
    await db.drop();
    throw e;
  });
  return {
    ...server,
    databaseUrl: db.url,
    async stop() {
      await server.stop();
      await db.drop();
    },
  };
}

/** bench/bare-server.ts on an existing database. */
export function startBareServer(port: number, databaseUrl: string): Promise<RunningServer> {
  return spawnServer(
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    port,
    '/api/goods/search?keywords=a',
  );
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
