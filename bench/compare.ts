// `npm run bench:compare -- [<ref>] [--rounds N] [--only bench,cart,promo] [--keep]`:
// the benches of this checkout beside those of another commit (default HEAD^1:
// on main after a merge, the landing before it), on the same machine in the
// same run. The base commit gets a git worktree in the temporary directory
// (npm ci, build); then each bench runs base, head, base, head... (rounds),
// so a slow patch of the shared machine falls on both sides alike, and one
// table per bench shows both commits' medians with every run in brackets.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lastTable, sideBySide, type Table } from './compare-table.ts';

const BENCHES = { bench: 'bench', cart: 'bench:cart', promo: 'bench:promo' } as const;
type BenchName = keyof typeof BENCHES;

const root = new URL('..', import.meta.url).pathname;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '2' },
    only: { type: 'string', default: Object.keys(BENCHES).join(',') },
    // Leaves the base worktree (built) for the next comparison with the same ref.
    keep: { type: 'boolean', default: false },
    // Prints the tables of an earlier comparison again from its logs directory; runs nothing.
    'from-logs': { type: 'string' },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number >= 1');
const benches = values.only.split(',').map((b) => b.trim()) as BenchName[];
for (const b of benches)
  if (!(b in BENCHES)) throw new Error(`unknown bench ${b}; known: ${Object.keys(BENCHES)}`);

if (values['from-logs']) {
  fromLogs(values['from-logs']);
  process.exit(0);
}
const ref = positionals[0] ?? 'HEAD^1';
const baseSha = git('rev-parse', '--verify', `${ref}^{commit}`);
const headSha = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
const labels = {
  base: `base ${baseSha.slice(0, 7)}`,
  head: `head ${headSha.slice(0, 7)}${dirty ? '+changes' : ''}`,
};
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const logs = join(root, 'bench/results', `compare-${stamp}`);
mkdirSync(logs, { recursive: true });

/** Runs a command in `cwd`, its output into `logFile`; resolves with the exit code and stdout. */
function run(command: string, args: string[], cwd: string, logFile: string) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      log.write(d);
    });
    child.stderr.on('data', (d: Buffer) => log.write(d));
    child.once('error', reject);
    child.once('close', (code) => log.end(() => resolve({ code: code ?? 1, out })));
  });
}

/** Runs a step that must succeed; says how long it took. */
async function step(what: string, cwd: string, args: string[], logName: string) {
  const started = performance.now();
  const { code } = await run('npm', args, cwd, join(logs, logName));
  const seconds = Math.round((performance.now() - started) / 1000);
  if (code !== 0) throw new Error(`${what} failed (exit ${code}); see ${join(logs, logName)}`);
  console.log(`${what}: ${seconds} s`);
}

/** The base commit checked out, installed and built in a worktree of its own. */
async function baseTree(): Promise<string> {
  const dir = join(tmpdir(), `yaoshop-bench-${baseSha.slice(0, 12)}`);
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, baseSha);
  if (!existsSync(join(dir, 'node_modules')))
    await step(`npm ci (${labels.base})`, dir, ['ci'], 'base-npm-ci.log');
  if (!existsSync(join(dir, 'apps/server/dist/main.js')))
    await step(`build (${labels.base})`, dir, ['run', 'build'], 'base-build.log');
  return dir;
}

type Tables = Record<'base' | 'head', Record<string, Table[]>>;

function printTables(tables: Tables, names: { base: string; head: string }) {
  for (const bench of benches) {
    const command = `npm run ${BENCHES[bench]}`;
    const runs = Math.max(tables.base[bench]?.length ?? 0, tables.head[bench]?.length ?? 0);
    console.log(
      `\n${command}: medians of ${runs} run(s) each, the runs in brackets\n\n` +
        sideBySide(command, tables.base[bench] ?? [], tables.head[bench] ?? [], names),
    );
  }
}

/** The tables of an earlier comparison, read back from its logs (base-cart-2.log...). */
function fromLogs(dir: string) {
  const tables: Tables = { base: {}, head: {} };
  for (const file of readdirSync(dir).sort()) {
    const m = /^(base|head)-(bench|cart|promo)-\d+\.log$/.exec(file);
    if (!m) continue;
    const table = lastTable(readFileSync(join(dir, file), 'utf8'));
    if (!table) continue;
    const side = m[1] as 'base' | 'head';
    tables[side][m[2]!] = [...(tables[side][m[2]!] ?? []), table];
  }
  printTables(tables, { base: 'base', head: 'head' });
}

async function main() {
  const started = performance.now();
  console.log(`comparing ${labels.head} with ${labels.base}; logs in ${logs}`);
  const baseDir = await baseTree();
  // The head is what is checked out here, built now so dist matches the sources.
  await step(`build (${labels.head})`, root, ['run', 'build'], 'head-build.log');

  const tables: Tables = {
    base: Object.fromEntries(benches.map((b) => [b, [] as Table[]])),
    head: Object.fromEntries(benches.map((b) => [b, [] as Table[]])),
  };
  const failures: string[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const bench of benches) {
        for (const side of ['base', 'head'] as const) {
          const cwd = side === 'base' ? baseDir : root;
          const logName = `${side}-${bench}-${round}.log`;
          const load = loadavg()[0]!.toFixed(1);
          const t0 = performance.now();
          const { code, out } = await run('npm', ['run', BENCHES[bench]], cwd, join(logs, logName));
          const seconds = Math.round((performance.now() - t0) / 1000);
          const table = lastTable(out);
          console.log(
            `round ${round} ${bench} ${labels[side]}: ${seconds} s, exit ${code}, load before ${load}` +
              (table ? '' : ' - no table printed'),
          );
          // Exit 1 is a missed target (the table says which); no table is a crash.
          if (table) tables[side][bench]!.push(table);
          else failures.push(`${bench} ${labels[side]} round ${round}: see ${join(logs, logName)}`);
        }
      }
    }
  } finally {
    if (!values.keep) git('worktree', 'remove', '--force', baseDir);
  }

  printTables(tables, labels);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`\n${minutes} min in all; every run's output is in ${logs}`);
  if (values.keep) console.log(`base worktree kept at ${baseDir}`);
  if (failures.length) {
    console.log(`runs that printed no table:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();
