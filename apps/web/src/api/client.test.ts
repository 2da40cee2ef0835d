import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, REQUEST_TIMEOUT_MS } from './client';

type Call = { url: string; init: RequestInit };

let calls: Call[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers each call with `answer`, honouring the abort signal. */
function stubFetch(answer: (call: Call) => Promise<Response> | Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
        Promise.resolve(answer(call)).then(resolve, reject);
      });
    }),
  );
}

const never = () => new Promise<Response>(() => {});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  calls = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('returns data and message for codes 10000, 200 and 201', async () => {
    for (const code of [10000, 200, 201]) {
      stubFetch(() => json({ code, msg: '收藏成功', data: { ok: code } }));
      await expect(api.get('/api/x')).resolves.toEqual({ data: { ok: code }, msg: '收藏成功' });
    }
  });

  it('sends cookies and form-encodes POST bodies, dropping empty values', async () => {
    stubFetch(() => json({ code: 10000, msg: '', data: null }));
    await api.post('/api/favorite', { body: { goods_ids: [1, 2], note: '', skip: undefined } });
    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBeInstanceOf(URLSearchParams);
    expect(String(call?.init.body)).toBe('goods_ids%5B0%5D=1&goods_ids%5B1%5D=2');
  });

  it('puts query params on the url', async () => {
    stubFetch(() => json({ code: 10000, msg: '', data: [] }));
    await api.get('/api/goods/list', {
      query: { select: '3', keywords: '阿莫', page: 2, sccj: '' },
    });
    expect(calls[0]?.url).toBe('/api/goods/list?select=3&keywords=%E9%98%BF%E8%8E%AB&page=2');
  });

  it('classifies 10001 and HTTP 401 as auth, keeping the silentAuth option', async () => {
    stubFetch(() => json({ code: 10001, msg: '请先登录', data: null }, 401));
    const error = await failure(api.get('/api/user/info', { silentAuth: true }));
    expect(error.kind).toBe('auth');
    expect(error.details.silentAuth).toBe(true);
    stubFetch(() => json({ code: 10001, msg: '请先登录', data: null }, 200));
    expect((await failure(api.get('/api/favorite'))).kind).toBe('auth');
  });

  it('classifies 459 as contract and 422 with its first field error', async () => {
    stubFetch(() => json({ code: 459, msg: '请先签署电子合同', data: null }, 459));
    expect((await failure(api.get('/api/a'))).kind).toBe('contract');

    stubFetch(() =>
      json(
        {
          code: 422,
          msg: '请输入企业名称',
          data: null,
          errors: { name: ['请输入企业名称'], address: ['x'] },
        },
        422,
      ),
    );
    const error = await failure(api.post('/api/user/register/company', { body: {} }));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('请输入企业名称');
    expect(error.details.errors?.address).toEqual(['x']);
  });

  it('shows the server message for other codes below 500 and a fixed one for 5xx', async () => {
    stubFetch(() => json({ code: 400, msg: '用户名或密码错误', data: null }, 400));
    const refusal = await failure(api.post('/api/user/login', { body: {} }));
    expect([refusal.kind, refusal.message]).toEqual(['business', '用户名或密码错误']);

    stubFetch(() => json({ code: 500, msg: 'stack trace here', data: null }, 500));
    const busy = await failure(api.get('/api/a'));
    expect([busy.kind, busy.message]).toEqual(['server', '系统繁忙，请稍候再试']);

    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect((await failure(api.get('/api/a'))).kind).toBe('server');
  });

  it('cancels an in-flight GET when the same url is asked for again', async () => {
    let n = 0;
    stubFetch(() => (++n === 1 ? never() : json({ code: 10000, msg: '', data: 'second' })));
    const first = api.get('/api/goods/hot');
    const second = api.get('/api/goods/hot');
    expect((await failure(first)).kind).toBe('cancelled');
    await expect(second).resolves.toMatchObject({ data: 'second' });
  });

  it('lets the spec exceptions (cart, favorite ...) run twice at once', async () => {
    let n = 0;
    stubFetch(async () => {
      n++;
      await new Promise((r) => setTimeout(r, 5));
      return json({ code: 10000, msg: '', data: n });
    });
    const results = await Promise.all([
      api.get('/api/favorite?page=1'),
      api.get('/api/favorite?page=1'),
    ]);
    expect(results).toHaveLength(2);
  });

  it('gives up after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    stubFetch(never);
    const pending = failure(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect([error.kind, error.message]).toEqual(['timeout', '请求超时，请刷新页面']);
  });

  it('reports a dropped connection as a network error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(api.get('/api/a'))).kind).toBe('network');
  });
});
