import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { credentials, sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from '../platform/tokens.ts';
import { loginAs, staffLogin, type TestApp, testApp } from './helper.ts';

// The account centre tests' app, sessions and helpers (modules/company:
// account-centre-basics, account-centre-credentials).

/** Live bindings set in useAccountCentreApp's beforeAll. */
export let t: TestApp;
/** Where this file's app stores uploaded licence files. */
export let filesDir: string;
export let demo: Record<string, string>;
export let clinic: Record<string, string>;
/** A sub-account of demo's company, with a session. */
export let sub: Record<string, string>;
export let reviewer: { cookie: string };
export let warehouse: { cookie: string };
/** A small PNG, a licence photo. */
export let png: Buffer;

/** One app per test file, 20 goods, with its own files directory. */
export function useAccountCentreApp() {
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'acct-files-'));
    t = await testApp({ goodsCount: 20, filesDir });
    [demo, clinic, reviewer, warehouse] = await Promise.all([
      loginAs(t, 'demo'),
      loginAs(t, 'clinic'),
      staffLogin(t, 'reviewer'),
      staffLogin(t, 'warehouse'),
    ]);
    const [d] = await t.db.select().from(users).where(eq(users.username, 'demo'));
    const [u] = await t.db
      .insert(users)
      .values({
        companyId: d!.companyId,
        username: 'demosub',
        mobile: '19900000777',
        passwordHash: 'x',
        name: '小王',
        isMain: false,
      })
      .returning({ id: users.id });
    const token = newToken();
    await t.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: u!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    sub = { authorization: `Bearer ${token}` };
    png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());
}

/** How many licence files are stored. */
export const stored = () => {
  try {
    return readdirSync(join(filesDir, 'credentials')).length;
  } catch {
    return 0;
  }
};
/** The credential rows of this login's company. */
export const rowsOf = async (companyUser: string) => {
  const [u] = await t.db.select().from(users).where(eq(users.username, companyUser));
  return t.db.select().from(credentials).where(eq(credentials.companyId, u!.companyId));
};

/** A browser's multipart form: the fields, then the file. */
export function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const b = '----acctupload91f3';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file)
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(chunks), 'content-type': `multipart/form-data; boundary=${b}` };
}

export const licence = {
  kind: 'drug_licence',
  number: '京AA1050999',
  issued_on: '2025-11-01',
  expires_on: '2030-10-31',
};
export const upload = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) => {
  const f = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/zizhi',
    headers: { ...headers, 'content-type': f['content-type'] },
    payload: f.payload,
  });
};
export const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
export const staff = (
  who: { cookie: string },
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...who, 'content-type': 'application/json' },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
