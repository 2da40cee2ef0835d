import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, buildUrl } from './client';

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('returns data on code 10000 and sends JSON with the cookie', async () => {
    const fetch = answer({ code: 10000, msg: 'success', data: { id: 3 } });
    await expect(api.post('/admin-api/orders/3/ship', { carrier: 'EMS' })).resolves.toEqual({
      id: 3,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-api/orders/3/ship');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"carrier":"EMS"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('classifies a lost session, a missing permission and a throttled login', async () => {
    answer({ code: 10001, msg: '请先登录', data: null }, 401);
    expect((await failure(api.get('/admin-api/me'))).kind).toBe('auth');
    answer({ code: 403, msg: '没有权限执行此操作', data: null }, 403);
    expect((await failure(api.get('/admin-api/audit-log'))).kind).toBe('forbidden');
    answer({ code: 429, msg: '登录失败次数过多，请 15 分钟后再试', data: null }, 429);
    const throttled = await failure(api.post('/admin-api/login', {}));
    expect(throttled.kind).toBe('business');
    expect(throttled.message).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('reads 422 field errors at the top level or under data', async () => {
    answer(
      { code: 422, msg: '请填写驳回原因', data: null, errors: { reason: ['请填写驳回原因'] } },
      422,
    );
    const top = await failure(api.post('/admin-api/companies/1/review', {}));
    expect(top.kind).toBe('validation');
    expect(top.details.errors).toEqual({ reason: '请填写驳回原因' });
    answer(
      { code: 422, msg: '价格格式不正确', data: { errors: { price: '价格格式不正确' } } },
      422,
    );
    const nested = await failure(api.put('/admin-api/goods/1', {}));
    expect(nested.details.errors).toEqual({ price: '价格格式不正确' });
  });

  it('sends a multipart form as it is, without a JSON content type', async () => {
    const fetch = answer({ code: 10000, msg: 'success', data: { id: 7 } });
    const form = new FormData();
    form.append('lot_no', 'A-1');
    await expect(api.upload('/admin-api/goods/1/lots', form, { x: 1 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-api/goods/1/lots?x=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('keeps the field a 400 or 409 refusal names', async () => {
    answer(
      {
        code: 400,
        msg: '批号已存在，日期不一致',
        data: null,
        errors: { lot_no: ['批号已存在，日期不一致'] },
      },
      400,
    );
    const refused = await failure(api.post('/admin-api/goods/1/lots', {}));
    expect(refused.kind).toBe('business');
    expect(refused.details.errors).toEqual({ lot_no: '批号已存在，日期不一致' });
  });

  it('leaves empty filters out of the query string', () => {
    expect(buildUrl('/admin-api/goods', { page: 1, keywords: '', on_shelf: 0, x: undefined })).toBe(
      '/admin-api/goods?page=1&on_shelf=0',
    );
  });
});
