import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// A real server process (the source run through tsx) on a test's PostgreSQL
// database, without seeding: for tests across two processes sharing it.

async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const port = (srv.address() as { port: number }).port;
  srv.close();
  return port;
}

export type ServerProcess = { url: string; proc: ChildProcess };

export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const proc = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Compiling the source through tsx takes a while on a busy two-core machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/get_config`)).ok) return { url, proc };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server process did not start');
}

export async function stopServers(servers: ServerProcess[]) {
  for (const s of servers) s.proc.kill('SIGTERM');
  await Promise.all(servers.map((s) => once(s.proc, 'exit')));
}
