import { z } from 'zod';
import { calendarDate, flag01, int, isoTime, singleLine, whole } from '../fields.ts';

// Stock per lot (批次) in the console: the lots of a goods, 入库 of one lot
// (multipart, with an optional 药检报告), the spreadsheet import, adjusting a
// lot with a reason (docs/api-admin.md "Lots").

export const lotStates = ['selling', 'frozen', 'expired'] as const;
/** Why a lot is frozen: 质量疑问 (held while the doubt is checked) or 召回 (the buyers are told). */
export const freezeKinds = ['quality_doubt', 'recall'] as const;
export type FreezeKind = (typeof freezeKinds)[number];

export const adminLot = z.object({
  id: int,
  goods_id: int,
  lot_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  /** On hand; sellable while the lot is selling. */
  quantity: int,
  /** Units that came back after the lot stopped selling: never sold. */
  quarantine_quantity: int,
  supplier: z.string(),
  has_report: flag01,
  /** The staff URL of the 药检报告, null when none was uploaded. */
  report_url: z.string().nullable(),
  state: z.enum(lotStates),
  state_text: z.enum(['在售', '冻结', '已过期']),
  reason: z.string(),
  /** A frozen lot's kind (quality_doubt 质量疑问, recall 召回), when and by whom (username); null otherwise. */
  freeze_kind: z.enum(freezeKinds).nullable(),
  freeze_kind_text: z.enum(['质量疑问', '召回', '']),
  frozen_at: isoTime.nullable(),
  frozen_by: z.string().nullable(),
  /** Expiry within the near_expiry_months setting (default 6). */
  near_expiry: flag01,
  received_at: isoTime,
});
export const adminLotList = z.object({ list: z.array(adminLot) });

/** 批号: 1-40 letters, digits and '-'. */
export const lotNo = z
  .string({ message: '请输入批号' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, { message: '批号为 1-40 位字母、数字或短横线' });

const lotQuantity = whole(
  z
    .number({ message: '数量须为整数' })
    .int({ message: '数量须为整数' })
    .min(1, { message: '数量至少为 1' })
    .max(1_000_000, { message: '数量不能超过 1000000' }),
);

/** Control characters (tabs, new lines, NUL ...) have no place in a supplier's name. */
const supplier = singleLine('供应商', 60);

/** The text fields of 入库 (the multipart body's fields; `report` is the file). */
export const lotReceiveFields = z
  .strictObject({
    lot_no: lotNo,
    production_date: calendarDate('生产日期'),
    expiry_date: calendarDate('有效期至'),
    quantity: lotQuantity,
    supplier,
  })
  .refine((b) => b.expiry_date > b.production_date, {
    message: '有效期须晚于生产日期',
    path: ['expiry_date'],
  });

/** POST /admin-api/lots/{id}/adjust: counted more (+) or less (−), never to below zero. */
export const lotAdjustBody = z.strictObject({
  change: whole(
    z
      .number({ message: '变动数量须为整数' })
      .int({ message: '变动数量须为整数' })
      .min(-1_000_000, { message: '变动数量过大' })
      .max(1_000_000, { message: '变动数量过大' })
      .refine((n) => n !== 0, { message: '变动数量不能为 0' }),
  ),
  reason: singleLine('调整原因', 200),
});

/** The lot import's answer: lots created, lots added to, rows refused, and each row's outcome. */
export const lotImportAnswer = z.object({
  created: int,
  added: int,
  failed: int,
  rows: z.array(z.object({ row: int, ok: z.boolean(), message: z.string() })),
});

export type AdminLot = z.infer<typeof adminLot>;
export type AdminLotList = z.infer<typeof adminLotList>;
export type LotReceiveFields = z.input<typeof lotReceiveFields>;
export type LotAdjustBody = z.input<typeof lotAdjustBody>;
export type LotImportAnswer = z.infer<typeof lotImportAnswer>;
