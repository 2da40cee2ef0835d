import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api.ts';
import { closeBrowser, loggedInPage, newPage, smsCodeFor } from '../support/browser.ts';
import { menuItem, screenshot, staffPage } from '../support/console.ts';
import { fixtures, hasBrowser } from '../support/env.ts';

afterAll(closeBrowser);

const DEMO = { username: 'demo', password: 'demo123456' };
/** A real one-pixel PNG: the server decodes what it is sent. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.runIf(hasBrowser())('account centre', () => {
  it('demo changes the contact, renews its expiring licence, and the reviewer approves it', async () => {
    const { page } = await loggedInPage(DEMO);

    // /zhzx_jcxx goes to /basic; the contact person and phone are saved and shown in the top bar.
    await page.goto('/zhzx_jcxx');
    await page.waitForURL(/\/basic$/);
    await page.getByText('统一社会信用代码').waitFor();
    await page.getByLabel('联系人', { exact: true }).fill('王芳');
    await page.getByLabel('联系电话').fill('010-62345678');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/update'),
      page.getByRole('button', { name: '保存联系人' }).click(),
    ]);
    expect(((await saved.json()) as { code: number }).code).toBe(10000);
    await page.getByText('联系人：王芳').waitFor();
    const token = await login(DEMO.username, DEMO.password);
    const info = await call<{ name: string; phone: string }>(token, '/api/user/info');
    expect([info.name, info.phone]).toEqual(['王芳', '010-62345678']);

    // The licence due within 30 days warns in the top bar and on /zzzj.
    await page.getByRole('alert').filter({ hasText: '资质提醒' }).waitFor();
    await page.goto('/zzzj');
    const licenceRow = page.getByRole('row').filter({ hasText: '药品经营许可证' });
    await licenceRow.getByText(/天后到期/).waitFor();
    await screenshot(page, 'acct-1-zzzj-expiring');

    // Upload the renewal: it goes under review, the old licence stays in force.
    const file = join(tmpdir(), `acct-e2e-licence-${Date.now()}.png`);
    writeFileSync(file, Buffer.from(PNG_1PX, 'base64'));
    await licenceRow.getByRole('button', { name: '更新证件' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '上传药品经营许可证' });
    await dialog.getByLabel('证件编号').fill('京AA1050777');
    await dialog.getByLabel('发证日期').fill('2025-11-01');
    await dialog.getByLabel('有效期至').fill('2030-10-31');
    await dialog.getByLabel('证件文件').setInputFiles(file);
    const [uploaded] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/user/zizhi' && r.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: /提交审核/ }).click(),
    ]);
    expect(((await uploaded.json()) as { code: number }).code).toBe(10000);
    await licenceRow.getByText('更新审核中').waitFor();
    const record = page.getByRole('row').filter({ hasText: '京AA1050777' });
    await record.getByText('审核中').waitFor();
    await screenshot(page, 'acct-2-renewal-under-review');

    // The console's reviewer finds it under 资质审核, looks at the file and approves it.
    const staff = (await staffPage('reviewer')).page;
    await menuItem(staff, '资质审核').click();
    await staff.waitForURL(/\/admin\/credentials$/);
    const pending = staff.getByRole('row').filter({ hasText: '京AA1050777' });
    await pending.waitFor();
    await pending.getByRole('button', { name: '查看文件' }).click();
    const preview = staff.getByRole('dialog').filter({ hasText: '药品经营许可证' });
    const picture = preview.getByRole('img', { name: '药品经营许可证' });
    await picture.waitFor();
    // The staff session fetched the buyer's file: the picture decoded.
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(staff, 'acct-3-reviewer-views-file');
    await preview.getByRole('button', { name: '关闭' }).click();
    await pending.getByRole('button', { name: '通过' }).click();
    const [decided] = await Promise.all([
      staff.waitForResponse((r) => /\/admin-api\/credentials\/\d+\/decision$/.test(r.url())),
      staff
        .getByRole('button', { name: /^通\s*过$/ })
        .last()
        .click(),
    ]);
    expect(((await decided.json()) as { code: number }).code).toBe(10000);
    await screenshot(staff, 'acct-4-approved');

    // The buyer now sees the new licence in force and no warning.
    await page.reload();
    await page.getByRole('row').filter({ hasText: '京AA1050777' }).first().waitFor();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: '京AA1050218' }).count())
      .toBe(0);
    expect(await page.getByText('资质提醒').count()).toBe(0);
  });

  it('changes the login mobile with the code texted to it; the new mobile logs in, the old one no more', async () => {
    const { mobileBuyer: buyer } = fixtures().forget;
    const { page } = await loggedInPage(buyer);
    const mobile = '13912340003';
    await page.goto('/basic');
    await page.getByText(buyer.mobile.replace(/^(\d{3})\d{4}/, '$1****')).waitFor();
    await page.getByRole('button', { name: '更换登录手机' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '更换登录手机' });
    await dialog.getByLabel('新手机号').fill(mobile);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => smsCodeFor(mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await dialog.getByLabel('短信验证码').fill(smsCodeFor(mobile)!);
    await dialog.getByRole('button', { name: /确认更换/ }).click();
    await page.getByText('登录手机号已更换').waitFor();
    await page.getByText('139****0003').waitFor();
    await screenshot(page, 'acct-5-mobile-changed');

    // The login form takes the new mobile as the login name; the old one is no login now.
    const { page: again } = await newPage([{ status: 400, path: '/api/user/login' }]);
    await again.goto('/login');
    const tryLogin = async (name: string) => {
      await again.getByLabel('用户名或手机号').fill(name);
      await again.getByLabel('密码', { exact: true }).fill(buyer.password);
      // antd names a loading button "loading 登 录": wait for the last answer
      // rather than for a name (a slow answer read as a missing button in CI).
      const submit = again.locator('form').getByRole('button', { name: /登\s*录/ });
      await expect
        .poll(() => submit.evaluate((b) => b.classList.contains('ant-btn-loading')), {
          message: 'the login form is still waiting for its last answer',
        })
        .toBe(false);
      await submit.click();
    };
    await tryLogin(buyer.mobile);
    await again.getByText('用户名或密码错误').waitFor();
    await tryLogin(mobile);
    await again.waitForURL((url) => !url.pathname.startsWith('/login'));
    await again.getByText(buyer.company).first().waitFor();
  });

  it('the clinic sees a health food outside its 经营范围 say so, with no way to add it', async () => {
    const CLINIC = { username: 'clinic', password: 'demo123456' };
    const token = await login(CLINIC.username, CLINIC.password);
    const found = await call<{ data: { id: number; is_buy: number; buy_tip: string }[] }>(
      token,
      '/api/goods/list?keywords=蛋白粉',
    );
    const outside = found.data.find((g) => g.buy_tip === '超出经营范围');
    expect(outside, 'a seeded health food the clinic may not buy').toBeDefined();
    const { page } = await loggedInPage(CLINIC);
    await page.goto(`/list/info/${outside!.id}`);
    const note = page.getByRole('alert').filter({ hasText: '超出经营范围' });
    await note.getByText('不在贵单位登记的经营范围内').waitFor();
    const button = page.getByRole('button', { name: '超出经营范围' }).first();
    expect(await button.isDisabled()).toBe(true);
    await screenshot(page, 'acct-6-clinic-outside-scope');
    // The scope it links to lists what the clinic may buy.
    await note.getByRole('link', { name: '查看经营范围' }).click();
    await page.waitForURL(/\/zzzj$/);
    await page.getByText('医疗器械').first().waitFor();
  });
  it('adds a store and leaves it half-registered; /ddgl continues it or discards it, never switches to it', async () => {
    const { buyer } = fixtures().stores;
    const { page } = await loggedInPage(buyer);
    await page.goto('/register_dd');
    await page.waitForURL(/\/register\/dd\/step1$/);
    await page.getByRole('button', { name: '创建新门店' }).click();
    // The session now acts for the new store, which asks for its particulars.
    await page.waitForURL(/\/register\/dd\/step2$/);

    // Left at step 2, it is listed as a draft to continue or delete, with no way to buy as it.
    await page.goto('/ddgl');
    const home = page.getByRole('row').filter({ hasText: buyer.company });
    const draft = page.getByRole('row').filter({ hasText: '（未填写企业名称）' });
    await draft.getByText('待完善资料').waitFor();
    await draft.getByText('当前门店').waitFor();
    expect(await draft.getByRole('button', { name: '切换到此门店' }).count()).toBe(0);
    await screenshot(page, 'acct-4-ddgl-draft');

    // Back to the home store; the draft is continued from there at its step.
    await home.getByRole('button', { name: '切换到此门店' }).click();
    await home.getByText('当前门店').waitFor();
    await draft.getByRole('button', { name: '继续完善资料' }).click();
    await page.waitForURL(/\/register\/dd\/step2$/);
    await page.getByLabel('企业名称').waitFor();

    // Discarded: it goes, and the session is back on the home store.
    await page.goto('/ddgl');
    await draft.getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await page.getByText('共 1 个门店').waitFor();
    await home.getByText('当前门店').waitFor();
    expect(await draft.count()).toBe(0);
    const token = await login(buyer.username, buyer.password);
    const stores = await call<{ company_id: number }[]>(token, '/api/user/stores');
    expect(stores).toHaveLength(1);
  }, 90_000);
});
