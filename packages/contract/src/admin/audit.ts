import { z } from 'zod';
import { int, isoTime, page } from '../fields.ts';

/** One entry of the audit log; before/after are the changed fields as stored. */
export const auditEntry = z.object({
  id: int,
  username: z.string(),
  role: z.string(),
  role_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  created_at: isoTime,
});
export const auditPage = page(auditEntry);

export type AuditEntry = z.infer<typeof auditEntry>;
