import type { ReceivableRow } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { creditRepo } from './repo.ts';
import { AGE_BUCKETS } from './rules.ts';
import { standingsOf } from './standing.ts';

/**
 * 应收账龄: what each company with a line owes, by how long past its due
 * date, and the sums (the console's tab and xlsx, the dashboard's figure).
 */
export async function receivables(db: DbOrTx) {
  const rows: ReceivableRow[] = [];
  const total: Record<string, number> = { used: 0, overdue: 0 };
  for (const b of AGE_BUCKETS) total[b] = 0;
  const owing = (await creditRepo(db).allLines()).filter(({ line }) => line.usedFen !== 0);
  const standings = await standingsOf(
    db,
    owing.map(({ line }) => line),
  );
  owing.forEach(({ line, companyName }, i) => {
    const a = standings[i]!;
    const add = (k: string, fen: number) => {
      total[k] = (total[k] ?? 0) + fen;
      return formatYuan(fen);
    };
    rows.push({
      company_id: line.companyId,
      company_name: companyName,
      used: add('used', line.usedFen),
      not_due: add('not_due', a.not_due),
      d1_30: add('d1_30', a.d1_30),
      d31_60: add('d31_60', a.d31_60),
      d61_90: add('d61_90', a.d61_90),
      d90_plus: add('d90_plus', a.d90_plus),
      overdue: add('overdue', a.overdueFen),
    });
  });
  const y = (k: string) => formatYuan(total[k] ?? 0);
  return {
    data: rows,
    total: {
      company_id: 0,
      company_name: '合计',
      used: y('used'),
      not_due: y('not_due'),
      d1_30: y('d1_30'),
      d31_60: y('d31_60'),
      d61_90: y('d61_90'),
      d90_plus: y('d90_plus'),
      overdue: y('overdue'),
    },
  };
}
