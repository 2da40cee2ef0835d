import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import qs from 'qs';

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

/**
 * Sends every form body as one order creation at once, each to one of two
 * server processes on `databaseUrl` in turn, and gives back the parsed
 * answers in the order of `orders` (the two-process half of the oversell tests).
 */
export async function ordersAcrossTwoServers<Answer>(
  databaseUrl: string,
  orders: { headers: Record<string, string>; form: object }[],
  env: Record<string, string> = {},
): Promise<Answer[]> {
  const servers = await Promise.all([startServer(databaseUrl, env), startServer(databaseUrl, env)]);
  try {
    return await Promise.all(
      orders.map(async ({ headers, form }, i) => {
        const res = await fetch(`${servers[i % 2]!.url}/api/order/create`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: qs.stringify(form),
        });
        return (await res.json()) as Answer;
      }),
    );
  } finally {
    await stopServers(servers);
  }
}
