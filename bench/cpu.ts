// `BENCH_ROOT=<checkout> tsx cpu.ts`: the server's CPU time per request on the
// zone and catalogue reads, one process, the demo buyer logged in. Requests
// per second on a shared machine move with whatever else runs; the CPU a
// request costs the process moves much less, so two commits measured one
// after the other compare fairly (bench:compare runs this too).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { drive } from './drive.ts';
import { login, startServer } from './server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = 3170;
const ROOT = process.env.BENCH_ROOT;
if (ROOT) process.chdir(ROOT);

/** utime + stime of a process, in ms (Linux /proc). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function listener(port: number) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}

const paths: [string, string][] = [
  ['goods list', '/api/goods/list?page=1'],
  ['goods detail', '/api/goods/detail/13'],
  ['秒杀', '/api/miaosha'],
  ['94折', '/api/welfare?page=1'],
  ['组合购', '/api/combination'],
  ['拼团', '/api/pintuan?page=1'],
  ['品牌', '/api/brand?page=1'],
];

const server = await startServer(PORT, ADMIN_URL, 1);
try {
  const pid = listener(PORT);
  const headers = { authorization: `Bearer ${await login(server.url, 'demo', 'demo123456')}` };
  console.log('| read | requests | CPU µs per request | req/s | errors |\n|---|---|---|---|---|');
  for (const [name, path] of paths) {
    await drive(server.url, 20, headers, () => path, 2);
    const before = cpuMs(pid);
    const f = await drive(server.url, 20, headers, () => path, SECONDS);
    const used = cpuMs(pid) - before;
    const n = Math.round(f.rps * SECONDS);
    console.log(
      `| ${name} | ${n} | ${Math.round((used * 1000) / n)} | ${Math.round(f.rps)} | ${f.errors} |`,
    );
  }
} finally {
  await server.stop();
}
