import type { MoneyLogEntry, MoneyUseType } from '@shop/contract';
import { Alert, Button, DatePicker, Empty, Select, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { PAY_BY_MAIN, useGrants } from '../../api/account/grants';
import { useMoneyLog } from '../../api/wallet/get-money-log';
import { useUserMoney } from '../../api/wallet/get-user-money';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import { signedYuan } from '../../lib/money';
import styles from './BalancePage.module.css';

const USE_TYPES: { value: MoneyUseType; label: string }[] = [
  { value: 0, label: '全部类型' },
  { value: 1, label: '充值' },
  { value: 2, label: '支付' },
  { value: 3, label: '退款' },
  { value: 4, label: '扣减' },
  { value: 5, label: '满额返' },
  { value: 6, label: '满额返扣回' },
  { value: 7, label: '积分兑换' },
  { value: 8, label: '账期还款' },
  { value: 9, label: '对公转账转入' },
];

const DAY = 'YYYY-MM-DD';

const columns: TableColumnsType<MoneyLogEntry> = [
  { title: '时间', key: 'time', width: 160, render: (_, e) => formatDateTime(e.created_at) },
  { title: '类型', dataIndex: 'use_type_text', width: 90 },
  {
    title: '金额（元）',
    key: 'amount',
    width: 130,
    render: (_, e) => (
      <span className={e.amount.startsWith('-') ? styles.out : styles.in}>
        {signedYuan(e.amount)}
      </span>
    ),
  },
  { title: '余额（元）', dataIndex: 'balance', width: 130 },
  {
    title: '关联订单',
    key: 'order',
    width: 200,
    render: (_, e) =>
      e.order_no ? (
        <Link to={`/order?keywords=${encodeURIComponent(e.order_no)}`}>{e.order_no}</Link>
      ) : (
        '—'
      ),
  },
  { title: '备注', dataIndex: 'remark', render: (remark: string) => remark || '—' },
];

/** A YYYY-MM-DD date from the URL, or undefined. */
const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : undefined;

/**
 * /wdqb_yegl (alias /yegl): balance figures and the ledger, filtered by type and dates.
 * A login that may not pay gets a notice instead (the menu does not offer it);
 * the ledger, which names every login's orders, also needs see_all_orders.
 */
export function BalancePage() {
  const { canPay, canReadLedger } = useGrants();
  if (!canPay)
    return (
      <Alert
        type="info"
        showIcon
        title={`余额由主账号管理，${PAY_BY_MAIN}`}
        description="您的账号没有支付权限，不能查看或使用公司余额。"
      />
    );
  return <Balance ledger={canReadLedger} />;
}

function Balance({ ledger }: { ledger: boolean }) {
  const [params, setParams] = useSearchParams();
  const useType = Number(params.get('use_type')) as MoneyUseType;
  const filter: MoneyUseType = USE_TYPES.some((t) => t.value === useType) ? useType : 0;
  const start = dayParam(params.get('start_time'));
  const end = dayParam(params.get('end_time'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const money = useUserMoney();
  const log = useMoneyLog({ page, use_type: filter, start_time: start, end_time: end }, ledger);

  const update = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string | undefined> = {
      use_type: filter ? String(filter) : undefined,
      start_time: start,
      end_time: end,
      ...next,
    };
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(merged)) if (v) out[k] = v;
    setParams(out);
  };

  const figures = [
    { label: '可用余额', value: money.data?.balance, main: true },
    { label: '冻结金额', value: money.data?.frozen },
    { label: '累计充值', value: money.data?.total_recharge },
    { label: '累计消费', value: money.data?.total_spent },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.figures} aria-label="余额概况">
        {figures.map((f) => (
          <div key={f.label} className={f.main ? styles.main : undefined}>
            <span>{f.label}（元）</span>
            <strong>{f.value ?? '—'}</strong>
          </div>
        ))}
      </section>

      {ledger ? (
        <section className={styles.ledger} aria-label="余额明细">
          <div className={styles.filters}>
            <h2>余额明细</h2>
            <Select<MoneyUseType>
              className={styles.type}
              value={filter}
              options={USE_TYPES}
              onChange={(v) => update({ use_type: v ? String(v) : undefined })}
              aria-label="类型"
            />
            <DatePicker.RangePicker
              value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
              allowEmpty={[true, true]}
              onChange={(dates) =>
                update({
                  start_time: dates?.[0]?.format(DAY),
                  end_time: dates?.[1]?.format(DAY),
                })
              }
            />
            {(filter !== 0 || start || end) && (
              <Button type="link" onClick={() => setParams({})}>
                清除筛选
              </Button>
            )}
          </div>
          {log.isError && !log.data ? (
            <LoadFailed what="余额明细" query={log} />
          ) : (
            <Table<MoneyLogEntry>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={log.data?.data ?? []}
              loading={log.isFetching}
              pagination={false}
              locale={{ emptyText: <Empty description="暂无余额记录" /> }}
            />
          )}
          {log.data && <Pager page={log.data} onChange={(p) => update({ page: String(p) })} />}
        </section>
      ) : (
        <Alert
          className={styles.ledger}
          type="info"
          showIcon
          title="余额明细包含公司全部订单，需主账号开通「查看全部订单」权限后查看"
        />
      )}
    </div>
  );
}
