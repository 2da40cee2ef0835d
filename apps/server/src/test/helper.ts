import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';
import { memoryKv } from '../platform/kv.ts';
import { LogSmsProvider } from '../platform/sms.ts';

/**
 * The real app on a fresh database: in-memory PGlite, or with TEST_DATABASE_URL
 * a new PostgreSQL database created for this test file and dropped after it.
 */
type TestAppOptions = {
  goodsCount?: number;
  /** Adds routes (or hooks) before the app is sealed. */
  extend?: (app: App) => void;
  webDist?: string;
};

export async function testApp(opts: TestAppOptions = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedDemo(database.db, { goodsCount: opts.goodsCount ?? 400 });
  const kv = memoryKv();
  const sms = new LogSmsProvider({ info: () => {} });
  const app = await buildApp({ db: database.db, kv, sms, webDist: opts.webDist });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    sms,
    kind: database.kind,
    /** The PostgreSQL database of this test file, when there is one. */
    databaseUrl,
    async close() {
      await app.close();
      await kv.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** Logs in through the API and returns the bearer header for later requests. */
export async function loginAs(t: TestApp, username: string, password = 'demo123456') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
  });
  const body = res.json();
  if (body.code !== 10000) throw new Error(`login ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${body.data.token as string}` };
}
