import { shopDay } from '@shop/domain';

// The server's rules for a received lot (docs/api-admin.md "Lots"), asked in
// the form before sending so the warehouse sees them by the field. The server
// checks every one again (and the report's type from its bytes).

export const LOT_NO = /^[A-Za-z0-9-]{1,40}$/;
export const LOT_QUANTITY_MAX = 1_000_000;
export const SUPPLIER_MAX = 60;
export const REASON_MAX = 200;
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const REPORT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const REPORT_ACCEPT = '.pdf,.png,.jpg,.jpeg';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why the lot number is refused, or null. */
export function lotNoProblem(lotNo: string): string | null {
  if (lotNo === '') return '请输入批号';
  return LOT_NO.test(lotNo) ? null : '批号为 1-40 位字母、数字或短横线';
}

/** Why the supplier is refused, or null. */
export function supplierProblem(supplier: string): string | null {
  if (supplier.trim() === '') return '请输入供应商';
  if (supplier.length > SUPPLIER_MAX) return `供应商不能超过 ${SUPPLIER_MAX} 个字`;
  return CONTROL.test(supplier) ? '供应商含有非法字符' : null;
}

/** Why the production date is refused, or null; `today` is the shop's (Beijing) day. */
export function productionProblem(day: string, today = shopDay(Date.now())): string | null {
  return day > today ? '生产日期不能晚于今天' : null;
}

/** Why the expiry date is refused for this production date, or null; a lot past it is not received. */
export function expiryProblem(
  expiry: string,
  production: string | undefined,
  today = shopDay(Date.now()),
): string | null {
  if (production && expiry <= production) return '有效期须晚于生产日期';
  return expiry < today ? '该批次已过有效期，不能入库' : null;
}

/** Why this file cannot be the 药检报告, or null. */
export function reportProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!REPORT_TYPES.includes(file.type)) return '药检报告须为 PDF、PNG 或 JPEG 文件';
  return file.size > REPORT_MAX_BYTES ? '药检报告不能超过 10 MB' : null;
}

/** Why an adjustment of a lot holding `quantity` is refused, or null. */
export function changeProblem(change: number, quantity: number): string | null {
  if (!Number.isInteger(change) || change === 0) return '调整数量须为非零整数';
  if (Math.abs(change) > LOT_QUANTITY_MAX) return `调整数量不能超过 ${LOT_QUANTITY_MAX}`;
  return quantity + change < 0 ? `调整后不能小于 0（当前 ${quantity}）` : null;
}
