import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
});
afterAll(() => t?.close());

const data = async (url: string) => (await t.app.inject({ url })).json().data;

describe('content', () => {
  it('common header data has hot searches, nav, the three category trees and a timestamp', async () => {
    const c = await data('/api/common');
    expect(c.rmss).toContain('阿莫西林');
    expect(c.nav.length).toBeGreaterThanOrEqual(9);
    expect(c.nav[0]).toMatchObject({ name: '首页', url: '/' });
    expect(c.category.length).toBeGreaterThanOrEqual(7);
    expect(c.category[0].children.length).toBeGreaterThan(0);
    expect(c.category_zs.length).toBeGreaterThan(0);
    expect(c.category_zy.length).toBeGreaterThan(0);
    expect(Math.abs(c.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(c.ad_top.image).toMatch(/^\/img\/focus\/\d+\.svg$/);
  });

  it('site config, links and focus positions', async () => {
    const cfg = await data('/api/get_config');
    expect(cfg.site.title).toBe('药采商城');
    expect(cfg.licences.length).toBeGreaterThan(0);
    expect(cfg.default_admin.is_default).toBe(1);
    expect((await data('/api/global/links')).length).toBeGreaterThan(0);
    expect(await data('/api/focus')).toHaveLength(5);
    expect((await data('/api/focus/login')).length).toBe(1);
    expect(await data('/api/focus/nowhere')).toEqual([]);
    const bad = await t.app.inject({ url: '/api/focus/%3Cscript%3E' });
    expect(bad.statusCode).toBe(422);
  });

  it('draws banner, goods, category and QR pictures as SVG', async () => {
    const focus = (await data('/api/focus'))[0];
    const banner = await t.app.inject({ url: focus.image });
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect(banner.body).toContain('<svg');
    const goods = (await data('/api/goods/list?page_size=1')).data[0];
    const shot = await t.app.inject({ url: goods.logo });
    expect(shot.statusCode).toBe(200);
    const qr = await t.app.inject({ url: '/img/qr/app.svg' });
    expect(qr.body).toContain('<svg');
    const missing = await t.app.inject({ url: '/img/goods/99999999/1.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
  });
});
