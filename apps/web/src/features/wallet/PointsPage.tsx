import type { PointsLogEntry, PointsLogType } from '@shop/contract';
import { Button, DatePicker, Empty, Table, type TableColumnsType, Tabs } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { usePointsLog } from '../../api/wallet/get-points-log';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import styles from './BalancePage.module.css';

/** The server's `type` filter; 退回/调整 holds refunds' take-backs and staff adjustments. */
const TYPES: { key: `${PointsLogType}`; label: string }[] = [
  { key: '0', label: '全部' },
  { key: '1', label: '获得' },
  { key: '2', label: '使用' },
  { key: '3', label: '退回/调整' },
];

const DAY = 'YYYY-MM-DD';

const columns: TableColumnsType<PointsLogEntry> = [
  { title: '时间', key: 'time', width: 160, render: (_, e) => formatDateTime(e.created_at) },
  { title: '类型', dataIndex: 'type_text', width: 90 },
  {
    title: '变动',
    key: 'points',
    width: 100,
    render: (_, e) => (
      <span className={e.points < 0 ? styles.out : styles.in}>
        {e.points < 0 ? `−${-e.points}` : `+${e.points}`}
      </span>
    ),
  },
  { title: '结余', dataIndex: 'balance', width: 100 },
  {
    title: '订单号',
    key: 'order',
    width: 210,
    render: (_, e) =>
      e.order_id ? <Link to={`/order/info/${e.order_id}`}>{e.order_no}</Link> : '—',
  },
  { title: '备注', dataIndex: 'remark', render: (remark: string) => remark || '—' },
];

/** A YYYY-MM-DD date from the URL, or undefined. */
const dayParam = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : undefined;

/** /wdqb_jfgl (alias /jfgl): the points balance and its ledger, by type and dates. */
export function PointsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('type'));
  const type = (TYPES.some((t) => Number(t.key) === asked) ? asked : 0) as PointsLogType;
  const start = dayParam(params.get('start_time'));
  const end = dayParam(params.get('end_time'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const log = usePointsLog({ page, type, start_time: start, end_time: end });

  const update = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string | undefined> = {
      type: type ? String(type) : undefined,
      start_time: start,
      end_time: end,
      ...next,
    };
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(merged)) if (v) out[k] = v;
    setParams(out);
  };

  return (
    <div className={styles.page}>
      <section className={styles.figures} aria-label="积分概况">
        <div className={styles.main}>
          <span>可用积分</span>
          <strong>{log.data?.points ?? '—'}</strong>
        </div>
        <div>
          <span>累计获得</span>
          <strong>{log.data?.total_earned ?? '—'}</strong>
        </div>
        <div className={styles.wide}>
          <span>获得规则</span>
          <p className={styles.rule}>
            订单完成后按实付商品金额每满 1 元得 1 积分，退款时按比例扣回
          </p>
        </div>
      </section>

      <section className={styles.ledger} aria-label="积分明细">
        <div className={styles.filters}>
          <h2>积分明细</h2>
          <DatePicker.RangePicker
            value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
            allowEmpty={[true, true]}
            onChange={(dates) =>
              update({
                start_time: dates?.[0]?.format(DAY),
                end_time: dates?.[1]?.format(DAY),
                page: undefined,
              })
            }
          />
          {(type !== 0 || start || end) && (
            <Button type="link" onClick={() => setParams({})}>
              清除筛选
            </Button>
          )}
        </div>
        <Tabs
          activeKey={String(type)}
          items={TYPES}
          onChange={(key) => update({ type: key === '0' ? undefined : key, page: undefined })}
        />
        {log.isError && !log.data ? (
          <LoadFailed what="积分明细" query={log} />
        ) : (
          <Table<PointsLogEntry>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={log.data?.data ?? []}
            loading={log.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description="暂无积分记录" /> }}
          />
        )}
        {log.data && <Pager page={log.data} onChange={(p) => update({ page: String(p) })} />}
      </section>
    </div>
  );
}
