import type { Page } from 'playwright-core';

// Registration step 3 as a buyer fills it: each required first-business
// document (首营资料) with its number, dates and a file, then 提交审核.

/** A one-pixel PNG: a picture the server decodes (the type comes from the bytes). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const PHARMACY: [string, string][] = [
  ['营业执照', '91420103MA4K123456'],
  ['药品经营许可证', '鄂AA0270001'],
  ['采购委托书', 'WT20261128001'],
  ['采购人身份证', '420103199005061234'],
];

export async function uploadFirstBusinessDocuments(page: Page, documents = PHARMACY) {
  const submit = page.getByRole('button', { name: /^提交审核$/ });
  await submit.waitFor();
  for (const [name, number] of documents) {
    await page.getByRole('button', { name: `上传${name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `上传${name}` });
    await dialog.getByLabel(name === '采购人身份证' ? '身份证号码' : '证件编号').fill(number);
    // The 委托书 names the purchaser it authorises (the one whose ID card follows).
    if (name === '采购委托书') {
      await dialog.getByLabel('被委托采购人姓名').fill('张采购');
      await dialog.getByLabel('采购人身份证号码').fill('420103199005061234');
    }
    await dialog.getByLabel('发证日期').fill('2025-01-01');
    await dialog.getByLabel(/^有效期至/).fill('2035-12-31');
    await dialog.getByLabel('证件文件').setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await dialog.getByRole('button', { name: /^上\s*传$/ }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await submit.click();
}
