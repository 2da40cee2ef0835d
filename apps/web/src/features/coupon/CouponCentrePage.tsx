import type { CouponTemplate } from '@shop/contract';
import { App, Button, Empty, Progress, Spin, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { type CentreType, useAvailableCoupons } from '../../api/coupon/get-available-coupons';
import { useReceiveCoupon } from '../../api/coupon/receive-coupon';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDate, formatDateTime } from '../../lib/format-time';
import styles from './CouponCentrePage.module.css';
import { CouponTicket } from './CouponTicket';
import { UseCouponLink } from './UseCouponLink';

const TABS: { key: CentreType; label: string }[] = [
  { key: 0, label: '全部' },
  { key: 1, label: '全场通用' },
  { key: 2, label: '品类/商品券' },
  { key: 3, label: '现金券' },
];

function Claim({ t }: { t: CouponTemplate }) {
  const receive = useReceiveCoupon();
  const { message } = App.useApp();
  const claim = () =>
    receive.mutate(t.id, { onSuccess: (r) => void message.success(r.msg || '领取成功') });
  if (t.state === 1)
    return (
      <Button size="small" disabled>
        {formatDateTime(t.start_time).slice(5)} 开抢
      </Button>
    );
  if (t.state === 3)
    return (
      <Button size="small" disabled>
        已抢光
      </Button>
    );
  return (
    <>
      {t.state === 0 && (
        <Button size="small" type="primary" danger loading={receive.isPending} onClick={claim}>
          {t.received > 0 ? '再领一张' : '立即领取'}
        </Button>
      )}
      {t.received > 0 && <UseCouponLink scope={t.scope} />}
      {t.received > 0 && (
        <span className={styles.received}>
          已领{t.received}张{t.per_buyer > 1 ? `，每人限${t.per_buyer}张` : ''}
        </span>
      )}
    </>
  );
}

/** /lqzx: the coupons on offer, by kind, each claimed with one press. */
export function CouponCentrePage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('type'));
  const type = (TABS.some((t) => t.key === asked) ? asked : 0) as CentreType;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useAvailableCoupons({ page, type });
  const go = (next: { type?: CentreType; page?: number }) => {
    const out: Record<string, string> = {};
    const t = next.type ?? type;
    if (t) out.type = String(t);
    if ((next.page ?? 1) > 1) out.page = String(next.page);
    setParams(out);
  };

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>领券中心</h1>
        <p>先领券再下单，全场通用券、品类券、现金券天天可领</p>
        <Link to="/wdqb_yhq">我的优惠券 ›</Link>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={String(type)}
        items={TABS.map((t) => ({ key: String(t.key), label: t.label }))}
        onChange={(k) => go({ type: Number(k) as CentreType })}
      />
      {list.isError && !list.data ? (
        <LoadFailed what="优惠券" query={list} />
      ) : !list.data ? (
        <Spin className={styles.loading} />
      ) : list.data.data.length === 0 ? (
        <Empty className={styles.empty} description="暂无可领取的优惠券，过几天再来看看" />
      ) : (
        <div className={styles.grid}>
          {list.data.data.map((t) => (
            <CouponTicket
              key={t.id}
              face={t}
              validity={`${t.valid_text} · 领券截止 ${formatDate(t.end_time)}`}
              look={t.state === 3 ? 'dim' : 'live'}
              {...(t.state === 3 ? { mark: '已抢光' } : {})}
            >
              <Progress
                className={styles.progress}
                percent={t.claimed_percent}
                size="small"
                strokeColor="#f0302c"
                format={(p) => `已抢${p}%`}
              />
              <Claim t={t} />
            </CouponTicket>
          ))}
        </div>
      )}
      {list.data && <Pager page={list.data} onChange={(p) => go({ page: p })} />}
    </div>
  );
}
