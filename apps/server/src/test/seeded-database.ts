import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../demo/index.ts';

// Every API test file starts from a migrated database holding the demo shop
// with some number of goods. Migrating and seeding took about 12 s a file on
// this two-core machine, most of the test run; so each kind of start is made
// once per run (vitest's global setup names the run) and copied: PostgreSQL
// clones a template database, PGlite loads an archive of the files.
// Docs: docs/decisions/2026-11-28-test-database-templates.md.

const run = () => process.env.SHOP_TEST_RUN ?? 'solo';

/** What seeding writes depends on these; a new migration or seed file makes new templates. */
const templateKey = (goodsCount: number) => `${run()}_${goodsCount}`;

async function withAdmin<T>(adminUrl: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function seeded(database: Database, goodsCount: number) {
  await database.migrate();
  if (goodsCount !== 0) await seedDemo(database.db, { goodsCount });
}

/** A fresh PostgreSQL database cloned from this run's template (made by the first file that needs it). */
async function postgresCopy(adminUrl: string, name: string, goodsCount: number) {
  const template = `shop_tpl_${templateKey(goodsCount)}`;
  const lockId = Number.parseInt(
    createHash('sha1').update(template).digest('hex').slice(0, 12),
    16,
  );
  await withAdmin(adminUrl, async (admin) => {
    // One file makes the template while the others wait; cloning also waits, since
    // PostgreSQL refuses to copy a database somebody is connected to.
    await admin.query('SELECT pg_advisory_lock($1)', [lockId]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) {
        await admin.query(`CREATE DATABASE ${template}`);
        const database = await openDatabase({
          databaseUrl: urlOf(adminUrl, template),
          poolSize: 2,
        });
        try {
          await seeded(database, goodsCount);
        } catch (e) {
          await database.close();
          await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
          throw e;
        }
        await database.close();
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockId]);
    }
  });
}

/** This run's archive of a seeded PGlite, made once under a lock file. */
async function pgliteArchive(goodsCount: number): Promise<Blob> {
  const path = join(tmpdir(), `shop-tpl-${templateKey(goodsCount)}.tar`);
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const database = await openDatabase({});
      try {
        await seeded(database, goodsCount);
        const blob = await database.dump!();
        writeFileSync(`${path}.part`, Buffer.from(await blob.arrayBuffer()));
        renameSync(`${path}.part`, path);
      } finally {
        await database.close();
      }
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

/**
 * A migrated database with the demo shop of `goodsCount` goods (0: empty, as
 * SEED_DEMO=0 leaves it), of this test file alone: PostgreSQL when
 * TEST_DATABASE_URL is set (dropped by `drop`), in-memory PGlite otherwise.
 */
export async function seededDatabase(goodsCount: number) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ loadDataDir: await pgliteArchive(goodsCount) });
    return { database, databaseUrl: undefined, drop: async () => {} };
  }
  const name = `shop_test_${createHash('sha1').update(`${Math.random()}${process.pid}`).digest('hex').slice(0, 12)}`;
  await postgresCopy(adminUrl, name, goodsCount);
  const databaseUrl = urlOf(adminUrl, name);
  return {
    database: await openDatabase({ databaseUrl }),
    databaseUrl,
    drop: () =>
      withAdmin(adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/** Drops what this run made (vitest's global teardown). */
export async function dropTemplates(runId: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    await withAdmin(adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`shop_tpl_${runId}_%`],
      );
      for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    });
  for (const f of readdirSync(tmpdir()))
    if (f.startsWith(`shop-tpl-${runId}_`)) rmSync(join(tmpdir(), f), { force: true });
}
