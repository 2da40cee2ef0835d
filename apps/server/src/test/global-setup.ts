import { randomBytes } from 'node:crypto';
import { dropTemplates } from './seeded-database.ts';

/** Names this run, so its test files share seeded templates (seeded-database.ts), and drops them after. */
export default function setup() {
  const runId = randomBytes(4).toString('hex');
  process.env.SHOP_TEST_RUN = runId;
  return () => dropTemplates(runId);
}
