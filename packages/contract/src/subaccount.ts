import { z } from 'zod';
import { mobile, password, reviewStates, username } from './account.ts';
import { flag, flag01, id, int, isoTime, money } from './fields.ts';

// Sub-accounts (/child) and multi-store (/ddgl, /register_dd). The paths
// beyond the spec's are ours (docs/api-subacct.md).

/** Permissions are off unless set (1). */
const grants = {
  can_order: flag.default(0),
  can_pay: flag.default(0),
  see_all_orders: flag.default(0),
};

/**
 * A spending limit in yuan (a number or a string, two decimals at most), as
 * fen; 0 means none. Above it an order waits for the main account (待审批).
 */
const limitYuan = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
    z
      .string({ message: `${label}格式不正确` })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, {
        message: `${label}须为 0 至 9999999.99 元的金额，最多两位小数`,
      })
      .transform((y) => {
        const [int, dec = ''] = y.split('.');
        return Number(int) * 100 + Number(dec.padEnd(2, '0'));
      }),
  );

const limits = {
  /** Yuan per order; 0: no limit. */
  order_limit: limitYuan('单笔限额'),
  /** Yuan per calendar month (orders not cancelled, waiting ones included); 0: no limit. */
  month_limit: limitYuan('每月限额'),
};

export const childCreateBody = z.strictObject({
  username,
  mobile,
  password,
  ...grants,
  order_limit: limits.order_limit.default(0),
  month_limit: limits.month_limit.default(0),
});

/** Edits: every field optional; an empty or missing password keeps the old one. */
export const childUpdateBody = z.strictObject({
  username: username.optional(),
  mobile: mobile.optional(),
  password: z.union([z.literal(''), password]).optional(),
  can_order: flag.optional(),
  can_pay: flag.optional(),
  see_all_orders: flag.optional(),
  /** 1 disables the sub-account (it cannot log in, its sessions end); 0 enables it. */
  disabled: flag.optional(),
  order_limit: limits.order_limit.optional(),
  month_limit: limits.month_limit.optional(),
});

export const childParams = z.strictObject({ id });

export const child = z.object({
  id: int,
  username: z.string(),
  mobile: z.string(),
  /** 0: typed by the main account and not yet confirmed by SMS on the sub-account's /basic. */
  mobile_verified: flag01,
  can_order: flag01,
  can_pay: flag01,
  see_all_orders: flag01,
  disabled: flag01,
  /** Yuan; "0.00": no limit. */
  order_limit: money,
  month_limit: money,
  created_at: isoTime,
});
export type Child = z.infer<typeof child>;

export const childList = z.array(child);

/** Another user of the company, a target of POST /api/cart/copy. */
export const companyUser = z.object({ id: int, username: z.string(), is_main: flag01 });
export type CompanyUser = z.infer<typeof companyUser>;
export const companyUserList = z.array(companyUser);

/** A store the login holds; current: the session acts for it. */
export const store = z.object({
  company_id: int,
  name: z.string(),
  review: z.enum(reviewStates),
  review_text: z.string(),
  current: flag01,
  /** 1: the login's own company (where it registered); 0: added by /register_dd. */
  is_home: flag01,
  /**
   * Where filling in a draft or rejected store continues (2: company details,
   * 3: credentials); null when there is nothing to fill in.
   */
  next_step: z.union([z.literal(2), z.literal(3)]).nullable(),
});
export type Store = z.infer<typeof store>;
export const storeList = z.array(store);

export const switchStoreBody = z.strictObject({ company_id: id });
export const storeParams = z.strictObject({ company_id: id });
/** POST /api/user/stores/{company_id}/continue: the session is on the draft, go to this step. */
export const continueStore = z.object({
  company_id: int,
  next_step: z.union([z.literal(2), z.literal(3)]),
});
export type ContinueStore = z.infer<typeof continueStore>;

/** A login of a company as the console shows it. */
export const companyLogin = z.object({
  id: int,
  username: z.string(),
  mobile: z.string(),
  /** main: the company's own main account; sub: a sub-account; store: a login holding it as a further store. */
  role: z.enum(['main', 'sub', 'store']),
  can_order: flag01,
  can_pay: flag01,
  see_all_orders: flag01,
  disabled: flag01,
  created_at: isoTime,
});
export type CompanyLogin = z.infer<typeof companyLogin>;
export const companyLoginList = z.array(companyLogin);
