import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { type TestApp, testApp } from './test/helper.ts';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>shop</title>');
// A built asset with the compressed copies the web build writes beside it.
const asset = 'console.log("药采商城");'.repeat(200);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets/index-abc123.js'), asset);
writeFileSync(join(webDist, 'assets/index-abc123.js.br'), brotliCompressSync(asset));
writeFileSync(join(webDist, 'assets/index-abc123.js.gz'), gzipSync(asset));
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

  it('sends hashed assets compressed as the browser accepts, cached for good', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(asset);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
    const page = await t.app.inject({ url: '/cart' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const big = await t.app.inject({
      url: '/api/goods/list?page_size=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).code).toBe(10000);
    const small = await t.app.inject({
      url: '/api/goods/search?keywords=zzzz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends security headers with a policy that allows only the shop's own scripts", async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
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

  it("answers Fastify's own refusals in the envelope", async () => {
    const badEncoding = await t.app.inject({ url: '/api/goods/detail/%E0%A4%A' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toMatchObject({ code: 400, data: null });
    const longParam = await t.app.inject({ url: `/api/goods/detail/${'9'.repeat(250)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ code: 414, msg: '请求地址过长', data: null });
  });

  it('refuses a query or body field it does not know, naming it', async () => {
    const q = await t.app.inject({ url: '/api/goods/list?page=1&colour=red' });
    expect(q.json()).toMatchObject({ code: 422, errors: { colour: ['不支持的参数：colour'] } });
  });

  it('draws the QR code of the configured address, whatever Host a client sends', async () => {
    const expected = await QRCode.toString('http://shop.test/', { type: 'svg', margin: 1 });
    for (const host of ['evil.example', 'x'.repeat(5000)]) {
      const res = await t.app.inject({
        url: '/img/qr/app.svg',
        headers: { 'x-forwarded-host': host, host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(expected);
    }
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

  it('trusts no proxy, keeps cookies plain over HTTP and pays in the sandbox only for the demo', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      cookieSecure: false,
      publicUrl: 'http://127.0.0.1:3000',
      payProvider: 'sandbox',
    });
    expect(loadConfig({ SEED_DEMO: '0' }).payProvider).toBe('none');
    expect(loadConfig({ SEED_DEMO: '0', PAY_PROVIDER: 'sandbox' }).payProvider).toBe('sandbox');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' })).toMatchObject({
      publicUrl: 'https://shop.example.com',
      cookieSecure: true,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ PAY_PROVIDER: 'alipay' })).toThrow(/PAY_PROVIDER/);
  });

  it('reads booleans and numbers', () => {
    expect(loadConfig({ SEED_DEMO: '0', PORT: '8080' })).toMatchObject({
      seedDemo: false,
      port: 8080,
    });
  });
});
