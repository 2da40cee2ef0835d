import { z } from 'zod';

// Building blocks for request schemas. Inputs arrive as strings (query strings,
// form bodies), so numbers are coerced, then checked strictly.

export const id = z.coerce
  .number({ message: 'ID 必须是数字' })
  .int({ message: 'ID 必须是整数' })
  .positive({ message: 'ID 必须大于 0' })
  .max(2_147_483_647, { message: 'ID 超出范围' });

export const pageNo = z.coerce
  .number({ message: '页码必须是数字' })
  .int({ message: '页码必须是整数' })
  .min(1, { message: '页码最小为 1' })
  .max(100_000, { message: '页码过大' })
  .default(1);

export const pageSize = (max = 100, def = 20) =>
  z.coerce
    .number({ message: '每页数量必须是数字' })
    .int({ message: '每页数量必须是整数' })
    .min(1, { message: '每页数量最小为 1' })
    .max(max, { message: `每页数量最大为 ${max}` })
    .default(def);

/** A free-text field: trimmed, bounded, with a Chinese message naming it. */
export const text = (label: string, max: number) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .max(max, { message: `${label}不能超过 ${max} 个字符` })
    // PostgreSQL text cannot hold NUL; no buyer types one.
    .refine((s) => !s.includes('\u0000'), { message: `${label}含有非法字符` });

export const requiredText = (label: string, max: number) =>
  text(label, max).min(1, { message: `请输入${label}` });

/** `ids=1,2,3`, `ids[]=1&ids[]=2`, or a JSON array; at most `max` distinct ids. */
export const idList = (label: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(id, { message: `${label}格式不正确` })
      .min(1, { message: `请选择${label}` })
      .max(max, { message: `${label}一次最多 ${max} 个` })
      .transform((ids) => [...new Set(ids)]),
  );

/** 0/1 flags as the original client sends them. */
export const flag = z.coerce
  .number({ message: '标记必须是 0 或 1' })
  .int()
  .min(0)
  .max(1, { message: '标记必须是 0 或 1' });
