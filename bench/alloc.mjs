// `npm run bench:alloc -- [<checkout>]`: the bytes a zone or catalogue read
// allocates per request, from V8's sampling heap profiler with the objects
// the garbage collector already took counted too (alloc-sampler.mjs). One
// server process on a fresh PostgreSQL database with the demo data, the demo
// buyer logged in; 200 requests to warm up, then N (default 400) sampled.
// Allocation does not move with the machine's load, so two commits compare
// fairly on a busy machine, where CPU time does not (README, "Allocation per
// request"). Profiles are kept in bench/results/alloc-<time>/.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const root = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const port = process.env.BENCH_PORT ?? '3171';
const outdir = new URL(
  `results/alloc-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  import.meta.url,
).pathname;
const sampler = new URL('alloc-sampler.mjs', import.meta.url).pathname;
const ADMIN = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
mkdirSync(outdir, { recursive: true });
const dbName = `shop_alloc_${port}`;
const psql = (q) => execFileSync('psql', [ADMIN, '-c', q], { stdio: 'ignore' });
try {
  psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
} catch {}
psql(`CREATE DATABASE ${dbName}`);
const paths = (
  process.env.PATHS ??
  '/api/combination,/api/pintuan?page=1,/api/brand?page=1,/api/goods/list?page=1'
).split(',');
const N = Number(process.env.N ?? 400);
const results = [];
for (const path of paths) {
  const out = `${outdir}/${path.replace(/[^a-z]/g, '_')}.heapprofile`;
  const child = spawn(process.execPath, ['--import', sampler, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATABASE_URL: `${ADMIN.replace(/\/[^/]*$/, '')}/${dbName}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      HEAP_OUT: out,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/common`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const res = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  const token = (await res.json()).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const hit = async (n) => {
    for (let i = 0; i < n; i += 4)
      await Promise.all(
        [0, 1, 2, 3].map(async () => {
          const r = await fetch(url + path, { headers });
          await r.arrayBuffer();
        }),
      );
  };
  await hit(200); // warm
  child.kill('SIGUSR2');
  while (!existsSync(`${out}.started`)) await new Promise((r) => setTimeout(r, 50));
  await hit(N);
  child.kill('SIGUSR2');
  while (!existsSync(out)) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 500));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  results.push(summary(path, out));
}
psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
console.log(
  `${root}\n| read | KB per request | largest allocators (KB per request) |\n|---|---|---|\n${results.join('\n')}`,
);

/** Total sampled bytes per request and the three functions allocating most. */
function summary(path, file) {
  const p = JSON.parse(readFileSync(file, 'utf8'));
  const by = new Map();
  let total = 0;
  const walk = (node) => {
    total += node.selfSize;
    const f = node.callFrame;
    const k = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber}`;
    by.set(k, (by.get(k) ?? 0) + node.selfSize);
    node.children.forEach(walk);
  };
  walk(p.head);
  const kb = (b) => (b / N / 1024).toFixed(1);
  const top = [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, v]) => `${kb(v)} ${k}`);
  return `| ${path} | ${kb(total)} | ${top.join('; ')} |`;
}
