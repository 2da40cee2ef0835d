import type { DrawResult } from '@shop/contract';
import { App, Button, Empty, Modal, Spin, Table, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDrawOnce } from '../../api/wheel/draw-once';
import { useDrawActivity } from '../../api/wheel/get-draw-activity';
import { type DrawRecordParams, useDrawRecords } from '../../api/wheel/get-draw-records';
import { useDrawSimple } from '../../api/wheel/get-draw-simple';
import { useDrawWinners } from '../../api/wheel/get-draw-winners';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import { SPIN_MS, stopAngle, WheelDisc } from './WheelDisc';
import styles from './WheelPage.module.css';

type Rec = NonNullable<ReturnType<typeof useDrawRecords>['data']>['data'][number];

const recordColumns: TableColumnsType<Rec> = [
  { title: '时间', key: 'time', width: 150, render: (_, r) => formatDateTime(r.created_at) },
  { title: '奖品', dataIndex: 'prize_name', width: 120 },
  { title: '类型', dataIndex: 'type_text', width: 80 },
  {
    title: '消耗',
    key: 'cost',
    width: 90,
    render: (_, r) => (r.points_spent > 0 ? `${r.points_spent}积分` : '抽奖机会'),
  },
  { title: '说明', dataIndex: 'remarks' },
];

function Records({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const params: DrawRecordParams = { page, id };
  const records = useDrawRecords(params);
  if (records.isError && !records.data) return <LoadFailed what="抽奖记录" query={records} />;
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        columns={recordColumns}
        dataSource={records.data?.data ?? []}
        loading={!records.data}
        pagination={false}
        locale={{ emptyText: '还没有抽奖记录，快去试试手气' }}
      />
      {records.data && <Pager page={records.data} onChange={setPage} />}
    </>
  );
}

function Winners({ id }: { id: number }) {
  const winners = useDrawWinners(id);
  if (!winners.data) return <Spin size="small" />;
  if (winners.data.length === 0) return <p className={styles.muted}>暂无中奖记录</p>;
  return (
    <ul className={styles.winners}>
      {winners.data.map((w) => (
        <li key={`${w.created_at}-${w.name}-${w.prize_name}`}>
          <span>{w.name}</span> 抽中 <b>{w.prize_name}</b>
        </li>
      ))}
    </ul>
  );
}

/** /zpcj: the lucky wheel, with chances, rules, the buyer's records and the latest winners. */
export function WheelPage() {
  const [params] = useSearchParams();
  const asked = Math.floor(Number(params.get('id'))) || 0;
  const simple = useDrawSimple(asked <= 0);
  const id = asked > 0 ? asked : (simple.data?.id ?? 0);
  const activity = useDrawActivity(id);
  const drawing = useDrawOnce();
  const { message } = App.useApp();
  const [angle, setAngle] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (asked <= 0 && simple.data?.id === 0)
    return <Empty className={styles.empty} description="暂无进行中的抽奖活动，敬请期待" />;
  if (activity.isError && !activity.data) return <LoadFailed what="抽奖活动" query={activity} />;
  const a = activity.data;
  if (!a) return <Spin className={styles.empty} />;

  const byPoints = a.chances === 0 && a.points_per_draw > 0;
  const canDraw = a.state === 0 && (a.chances > 0 || a.points_per_draw > 0);
  const start = () =>
    drawing.mutate(a.id, {
      onSuccess: (r) => {
        setSpinning(true);
        setAngle((from) => stopAngle(from, r.index, a.prizes.length));
        timer.current = setTimeout(() => {
          setSpinning(false);
          setResult(r);
        }, SPIN_MS);
      },
      onError: (e) => void message.error(e.message),
    });

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>{a.name}</h1>
        <p>
          {formatDateTime(a.start_time)} 至 {formatDateTime(a.end_time)}
          <span className={styles.state}>{a.state_text}</span>
        </p>
      </header>
      <div className={styles.main}>
        <section className={styles.wheel}>
          <WheelDisc prizes={a.prizes} angle={angle} />
          <div className={styles.actions}>
            <Button
              type="primary"
              danger
              size="large"
              shape="round"
              disabled={!canDraw || spinning}
              loading={drawing.isPending}
              onClick={start}
            >
              {a.state === 1 ? '活动未开始' : a.state === 2 ? '活动已结束' : '立即抽奖'}
            </Button>
            <p className={styles.chances}>
              剩余抽奖机会 <b data-testid="chances">{a.chances}</b> 次 · 我的积分 {a.points}
            </p>
            {byPoints && (
              <p className={styles.muted}>机会已用完，每次抽奖消耗 {a.points_per_draw} 积分</p>
            )}
          </div>
        </section>
        <aside className={styles.side}>
          <h3>活动规则</h3>
          <p className={styles.rules}>{a.rules || '—'}</p>
          <h3>最新中奖</h3>
          <Winners id={a.id} />
        </aside>
      </div>
      <section className={styles.records}>
        <h3>我的抽奖记录</h3>
        <Records id={a.id} />
      </section>
      <Modal
        open={result !== null}
        title="抽奖结果"
        onCancel={() => setResult(null)}
        onOk={() => setResult(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="知道了"
      >
        {result && (
          <div className={styles.result}>
            <h2>{result.type === 0 ? result.name : `恭喜抽中 ${result.name}`}</h2>
            <p>{result.remarks}</p>
          </div>
        )}
      </Modal>
    </div>
  );
}
