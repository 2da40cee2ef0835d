import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type TestApp, testApp } from './test/helper.ts';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
beforeAll(async () => {
  t = await testApp({
    goodsCount: 20,
    webDist,
    extend: (app) =>
      app.get('/api/test/explode', async () => {
        throw new Error('secret database detail');
      }),
  });
});
afterAll(() => t?.close());

describe('web app', () => {
  it('serves index.html for app routes so the browser router can take them', async () => {
    for (const url of ['/', '/list/info/12', '/register/step2?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>shop</title>');
    }
  });

  it('answers a missing file with 404, not the app page', async () => {
    const res = await t.app.inject({ url: '/assets/index-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('页面不存在');
  });
});

describe('envelope', () => {
  it('answers unknown /api paths with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, msg: '请求的接口不存在' });
  });

  it('hides 5xx details behind the busy message', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '系统繁忙，请稍候再试', data: null });
    expect(res.body).not.toContain('secret');
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('ignores an unknown or oversize bearer token', async () => {
    const res = await t.app.inject({
      url: '/api/goods/list?page_size=1',
      headers: { authorization: `Bearer ${'x'.repeat(5000)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data[0].price).toBeNull();
  });
});

describe('config', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS.*DATABASE_URL/);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://h/db' }).workers).toBe(2);
  });

  it('reads booleans and numbers', () => {
    expect(loadConfig({ SEED_DEMO: '0', PORT: '8080' })).toMatchObject({
      seedDemo: false,
      port: 8080,
    });
  });
});
