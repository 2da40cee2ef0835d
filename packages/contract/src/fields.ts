import { z } from 'zod';

// Building blocks of the contract. Requests arrive as strings (query strings
// and form bodies parsed with qs), so numbers are coerced, then checked
// strictly; responses are what the server sends as JSON.

z.config(z.locales.zhCN());

/**
 * A whole number as a client sends it: a JSON integer or a string of digits.
 * Not `z.coerce`, which reads `0x10` as 16, `1e1` as 10, `true` as 1 and
 * `[5]` as 5, so a malformed request would pass as some other request.
 */
export const whole = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v), schema);

export const id = whole(
  z
    .number({ message: 'ID 必须是数字' })
    .int({ message: 'ID 必须是整数' })
    .positive({ message: 'ID 必须大于 0' })
    .max(2_147_483_647, { message: 'ID 超出范围' }),
);

export const pageNo = whole(
  z
    .number({ message: '页码必须是数字' })
    .int({ message: '页码必须是整数' })
    .min(1, { message: '页码最小为 1' })
    .max(100_000, { message: '页码过大' })
    .default(1),
);

export const pageSize = (max = 100, def = 20) =>
  whole(
    z
      .number({ message: '每页数量必须是数字' })
      .int({ message: '每页数量必须是整数' })
      .min(1, { message: '每页数量最小为 1' })
      .max(max, { message: `每页数量最大为 ${max}` })
      .default(def),
  );

/** A free-text field: trimmed, bounded, with a Chinese message naming it. */
export const text = (label: string, max: number) =>
  z
    .string({ message: `${label}格式不正确` })
    .trim()
    .max(max, { message: `${label}不能超过 ${max} 个字符` })
    // PostgreSQL text cannot hold NUL; no buyer types one. A lone surrogate (half
    // an emoji, JSON "\ud800") would be stored as U+FFFD: refused too. So are
    // the bidirectional overrides and isolates: they make a text read otherwise
    // than it was typed (a reason shown to buyers, a name in a spreadsheet).
    .refine((s) => !s.includes('\u0000') && !/\p{Cs}/u.test(s) && !BIDI_CONTROLS.test(s), {
      message: `${label}含有非法字符`,
    });

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * One line staff write (a reason, a supplier's name): also no control
 * characters (tabs, new lines, NUL) and no line or paragraph separators.
 */
export const singleLine = (label: string, max: number) =>
  requiredText(label, max).refine((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), {
    message: `${label}含有非法字符`,
  });

/** Characters that show nothing: a text of only these (and spaces) is empty. */
const INVISIBLE = /[\s\u200b-\u200f\u2060\ufeff]/g;

export const requiredText = (label: string, max: number) =>
  text(label, max).refine((s) => s.replace(INVISIBLE, '') !== '', { message: `请输入${label}` });

/** `ids=1,2,3`, `ids[]=1&ids[]=2`, `ids[0]=1`, or a JSON array; at most `max` distinct ids. */
export const idList = (label: string, max = 200) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' || typeof v === 'number'
        ? String(v)
            .split(',')
            .filter((s) => s.trim() !== '')
        : v,
    z
      .array(id, { message: `${label}格式不正确` })
      .min(1, { message: `请选择${label}` })
      .max(max, { message: `${label}一次最多 ${max} 个` })
      .transform((ids) => [...new Set(ids)]),
  );

/** 0/1 flags as the original client sends them. */
export const flag = whole(
  z
    .number({ message: '标记必须是 0 或 1' })
    .int({ message: '标记必须是 0 或 1' })
    .min(0, { message: '标记必须是 0 或 1' })
    .max(1, { message: '标记必须是 0 或 1' }),
);

/** A calendar date `YYYY-MM-DD` that exists (2030-02-31 does not). */
export const calendarDate = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}格式为 YYYY-MM-DD` })
    .refine(isCalendarDate, { message: `${label}不是有效日期` });

export function isCalendarDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    y <= 2200 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

// ---- response building blocks ----

/** Yuan with two decimals, rounded down (spec section 9); signed in ledgers. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A price a visitor does not see: null means 登录可见. */
export const visiblePrice = money.nullable();
export const flag01 = z.union([z.literal(0), z.literal(1)]);
export const int = z.number().int();
export const isoTime = z.string();

/** Laravel-style page, the shape the original client reads. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: int,
    current_page: int,
    per_page: int,
    last_page: int,
  });

/** The success envelope of spec section 8. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(10000), msg: z.string(), data });

/** What a refusal carries besides its message, so a client can tell outcomes apart. */
export const refusal = z.object({ reason: z.string() }).catchall(z.unknown());

/** 0/1 flags as the API sends them. */
export type Flag = z.infer<typeof flag01>;
/** Yuan with two decimals, rounded down; null for visitors (shown as 登录可见). */
export type Money = z.infer<typeof visiblePrice>;
export type Page<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};
/** The paging every list call takes. */
export type PageQuery = { page: number; page_size: number };
/** A list call's query as a client builds it: any of the fields the schema reads. */
export type QueryOf<S extends z.ZodType> = Partial<z.output<S>>;
