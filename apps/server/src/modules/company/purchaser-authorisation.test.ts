import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, credentials } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods } from '../../test/buyers.ts';
import { uploadDocument } from '../../test/documents.ts';
import { jsonCalls, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The 采购委托书 names its purchaser (name and ID number, the number masked
// to staff as the ID card's); an approved one in date lets the company buy
// 含特殊药品复方制剂 at once (docs/decisions/2026-11-28-special-compounds.md).

let t: TestApp;
let reviewer: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10, filesDir: mkdtempSync(join(tmpdir(), 'proxy-files-')) });
  [reviewer, operator] = await Promise.all([staffLogin(t, 'reviewer'), staffLogin(t, 'operator')]);
});
afterAll(() => t?.close());

const { get, post } = jsonCalls(() => t);

type Item = {
  id: number;
  kind: string;
  status: string;
  holder_name: string;
  holder_id_number: string;
};

describe('a 采购委托书', () => {
  it('names its purchaser: both fields required, and only on a 委托书', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wts');
    const bare = await uploadDocument(t, b!.headers, 'proxy', {
      holder_name: '',
      holder_id_number: '',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().msg).toMatch(/采购人/);
    const badId = await uploadDocument(t, b!.headers, 'proxy', { holder_id_number: '1234' });
    expect([badId.statusCode, badId.json().msg]).toEqual([422, '请输入采购人 18 位身份证号码']);
    const onLicence = await uploadDocument(t, b!.headers, 'drug_licence', {
      holder_name: '李采购',
    });
    expect([onLicence.statusCode, onLicence.json().msg]).toEqual([422, '只有采购委托书填写采购人']);
  });

  it('is shown in full to the company, masked to staff; a reviewer’s look is audited', async () => {
    const [b] = await makeBuyers(t.db, 1, 'wtsmask');
    const up = await uploadDocument(t, b!.headers, 'proxy', {
      holder_name: '李采购',
      holder_id_number: '11010519900307123x',
    });
    expect(up.statusCode, up.body).toBe(200);
    const mine = (up.json().data.submissions as Item[]).find((s) => s.kind === 'proxy')!;
    expect(mine).toMatchObject({ holder_name: '李采购', holder_id_number: '11010519900307123X' });
    const staff = (await get(`/admin-api/companies/${b!.companyId}/credentials`, operator)).json()
      .data as Item[];
    const shown = staff.find((c) => c.id === mine.id)!;
    expect(shown).toMatchObject({ holder_name: '李采购', holder_id_number: '110***********123X' });
    expect((await get(`/admin-api/credentials/${mine.id}/number`, operator)).statusCode).toBe(403);
    const full = await get(`/admin-api/credentials/${mine.id}/number`, reviewer);
    expect(full.json().data).toMatchObject({ holder_id_number: '11010519900307123X' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'credential.view_id_number'),
          eq(auditLog.targetId, String(b!.companyId)),
        ),
      );
    expect(entry!.after).toMatchObject({ holder_id_number: '110***********123X' });
  });

  it('approved, lets the company buy special compounds at once', async () => {
    const g = await makeGoods(t.db, {
      name: '氨酚伪麻美芬片（委托书测试）',
      isSpecialCompound: true,
      midPackQuantity: 1,
    });
    const [b] = await makeBuyers(t.db, 1, 'wtsok');
    await t.db.delete(credentials).where(eq(credentials.companyId, b!.companyId));
    const add = () => post('/api/cart', b!.headers, { params: [{ goods_id: g, number: 1 }] });
    expect((await add()).json().data?.reason).toBe('special_authorisation');
    const up = await uploadDocument(t, b!.headers, 'proxy');
    const id = (up.json().data.submissions as Item[]).find((s) => s.kind === 'proxy')!.id;
    // Under review it does not count yet.
    expect((await add()).json().data?.reason).toBe('special_authorisation');
    const decided = await post(`/admin-api/credentials/${id}/decision`, reviewer, { approve: 1 });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await add()).statusCode).toBe(200);
  });
});
