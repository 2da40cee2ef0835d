import { z } from 'zod';
import { flag01, id, int, isoTime, page, pageNo, pageSize, requiredText, whole } from './fields.ts';

// The purchase contract (电子合同, /dzht): a company signs the current version
// before it may place orders; order creation answers 459 until it has.
// Paths and limits: docs/api-invoice.md.

export const contractSignature = z.object({
  name: z.string(),
  username: z.string(),
  signed_at: isoTime,
  /** SHA-256 (hex) of the text signed. */
  sha256: z.string(),
});

export const contractAnswer = z.object({
  /** 0 when no contract has been published (nothing to sign). */
  version: int,
  title: z.string(),
  body: z.string(),
  sha256: z.string(),
  published_at: isoTime.nullable(),
  signed: flag01,
  signature: contractSignature.nullable(),
  /** The PDF copy (with the signature once signed). */
  pdf_url: z.string(),
});

export const contractSignBody = z.strictObject({
  name: requiredText('签署人姓名', 30),
  /** The confirmation checkbox: 1 means 我已阅读并同意. */
  agree: whole(z.literal(1, { message: '请先勾选已阅读并同意本合同' })),
  /** The version read; a newer one published since means reading again. */
  version: whole(z.number().int().positive()).optional(),
});

// ---- console ----

export const contractVersionItem = z.object({
  id: int,
  version: int,
  title: z.string(),
  body: z.string(),
  sha256: z.string(),
  published_at: isoTime,
  published_by: z.string(),
  signed_count: int,
  current: flag01,
});
export const contractVersionList = z.array(contractVersionItem);

export const contractPublishBody = z.strictObject({
  title: requiredText('合同标题', 100),
  body: requiredText('合同正文', 20000),
});

export const contractSignaturesQuery = z.strictObject({
  version_id: id.optional(),
  page: pageNo,
  page_size: pageSize(100, 20),
});

export const contractSignatureItem = contractSignature.extend({
  id: int,
  company_id: int,
  company_name: z.string(),
  version: int,
});
export const contractSignaturePage = page(contractSignatureItem);

export type ContractAnswer = z.infer<typeof contractAnswer>;
export type ContractSignBody = z.infer<typeof contractSignBody>;
export type ContractVersionItem = z.infer<typeof contractVersionItem>;
export type ContractSignatureItem = z.infer<typeof contractSignatureItem>;
export type ContractSignaturePage = z.infer<typeof contractSignaturePage>;
