import type { Locator, Page } from 'playwright-core';

/** The text of the <dd> beside the <dt> whose text starts with `label` (facts, amounts). */
export function textBeside(scope: Locator | Page, label: string): Promise<string> {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}`) })
    .first()
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** The yuan amount shown beside a label, e.g. '2833.30' for '-¥2833.30' or '¥2833.30'. */
export async function amountBeside(
  scope: Locator | Page,
  label: string,
): Promise<string | undefined> {
  return /¥(\d+\.\d{2})/.exec(await textBeside(scope, label))?.[1];
}
