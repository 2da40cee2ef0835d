import type { CouponStatus } from '@shop/contract';
import { Empty, Spin, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useCouponCount } from '../../api/wallet/get-coupon-count';
import { useCoupons } from '../../api/wallet/get-coupons';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDate } from '../../lib/format-time';
import { CouponTicket } from './CouponTicket';
import styles from './MyCouponsPage.module.css';
import { UseCouponLink } from './UseCouponLink';

const STATUSES: { key: CouponStatus; label: string; mark?: string }[] = [
  { key: 0, label: '未使用' },
  { key: 1, label: '已使用', mark: '已使用' },
  { key: 2, label: '已过期', mark: '已过期' },
];

/**
 * /wdqb_yhq (alias /yhq) coupons and /wdqb_xjq (alias /xjq) cash vouchers:
 * what the buyer holds, by status.
 */
export function MyCouponsPage({ type }: { type: 1 | 2 }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('status'));
  const status = (STATUSES.some((s) => s.key === asked) ? asked : 0) as CouponStatus;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useCoupons({ page, status, type });
  const count = useCouponCount();
  const what = type === 2 ? '现金券' : '优惠券';
  const unused = type === 2 ? count.data?.cash : count.data?.unused;
  const go = (next: { status?: CouponStatus; page?: number }) => {
    const out: Record<string, string> = {};
    const s = next.status ?? status;
    if (s) out.status = String(s);
    if ((next.page ?? 1) > 1) out.page = String(next.page);
    setParams(out);
  };
  const mark = STATUSES.find((s) => s.key === status)?.mark;

  return (
    <section className={styles.page} aria-label={`我的${what}`}>
      <div className={styles.head}>
        <h2>我的{what}</h2>
        <span>
          可用 <strong>{unused ?? '—'}</strong> 张
        </span>
        <Link to={type === 2 ? '/lqzx?type=3' : '/lqzx'}>去领券中心领取 ›</Link>
      </div>
      {type === 2 && (
        <p className={styles.note}>
          现金券无使用门槛，下单时在优惠券之后抵扣，最多抵扣应付金额，不找零、不退现。
        </p>
      )}
      <Tabs
        activeKey={String(status)}
        items={STATUSES.map((s) => ({ key: String(s.key), label: s.label }))}
        onChange={(k) => go({ status: Number(k) as CouponStatus })}
      />
      {list.isError && !list.data ? (
        <LoadFailed what={what} query={list} />
      ) : !list.data ? (
        <Spin className={styles.loading} />
      ) : list.data.data.length === 0 ? (
        <Empty className={styles.empty} description={`暂无${STATUSES[status]!.label}的${what}`} />
      ) : (
        <div className={styles.grid}>
          {list.data.data.map((c) => (
            <CouponTicket
              key={c.id}
              face={c}
              validity={`有效期至 ${formatDate(c.end_time)}`}
              look={status === 0 ? 'live' : 'dim'}
              {...(mark ? { mark } : {})}
            >
              {status === 0 && <UseCouponLink scope={c.scope} />}
            </CouponTicket>
          ))}
        </div>
      )}
      {list.data && <Pager page={list.data} onChange={(p) => go({ page: p })} />}
    </section>
  );
}
