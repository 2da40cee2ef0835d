import type { GroupbuyGroup } from '@shop/contract';
import { quantityRules } from '@shop/domain';
import { App, Button, Descriptions, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { NO_ORDER_GRANT, useGrants } from '../../api/account/grants';
import { useBuyGroupbuy } from '../../api/groupbuy/buy-groupbuy';
import { useGroupbuyDetail } from '../../api/groupbuy/get-groupbuy-detail';
import { ButtonLink } from '../../components/ButtonLink';
import { Countdown } from '../../components/Countdown';
import { LoadFailed } from '../../components/LoadFailed';
import { Price, StrikePrice } from '../../components/Price';
import { QuantityBox } from '../../components/QuantityBox';
import { formatDateTime } from '../../lib/format-time';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { loginPath } from '../../lib/login-path';
import styles from './GroupbuyDetailPage.module.css';
import { GroupList } from './GroupList';

/**
 * /list/info-pt/{goods id}: the goods' group-buy, its open groups to join and
 * the button that opens a new one. Either places an order for the fixed
 * quantity at the group price, paid at once on the pay page.
 */
export function GroupbuyDetailPage() {
  const goodsId = Math.max(0, Math.floor(Number(useParams().id)) || 0);
  const detail = useGroupbuyDetail(goodsId);
  const { user, isVisitor } = useUserInfo();
  const { canOrder } = useGrants();
  const buy = useBuyGroupbuy();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [joining, setJoining] = useState<number | null>(null);
  // One key per intent: a double click or a retry places one order.
  const keys = useRef(new Map<string, string>());
  const keyFor = (what: string) => {
    if (!keys.current.has(what)) keys.current.set(what, newIdempotencyKey());
    return keys.current.get(what)!;
  };

  if (!goodsId) return <Result status="404" title="拼团活动不存在" />;
  if (detail.isError && !detail.data) return <LoadFailed what="拼团活动" query={detail} />;
  if (!detail.data) return <Spin className={styles.loading} />;
  const { activity: a, groups } = detail.data;
  const running = a.state === 0;
  // Opening or joining places an order at once: the order grant is needed.
  const canBuy = running && !!user && canOrder;
  // Group-buy mode: the box's minimum and maximum are both the fixed quantity (spec section 5).
  const rules = quantityRules(
    {
      stock: a.goods.number,
      midPackQuantity: a.number,
      purchaseLimit: a.number,
      purchaseMinimum: 0,
      buyable: canBuy,
    },
    true,
  );

  const place = (what: string, body: Parameters<typeof buy.mutate>[0], group?: GroupbuyGroup) => {
    setJoining(group?.id ?? -1);
    buy.mutate(body, {
      onSuccess: (r) => {
        keys.current.delete(what);
        message.success(r.msg);
        navigate(`/cart/step3/${r.order_id}`);
      },
      onSettled: () => setJoining(null),
    });
  };

  return (
    <div className={styles.page}>
      <section className={styles.top}>
        <img className={styles.image} src={a.goods.logo} alt={a.goods.name} />
        <div className={styles.info}>
          <h1 className={styles.name}>
            <span className={styles.badge}>拼团</span>
            {a.goods.name}
          </h1>
          <p className={styles.title}>{a.title}</p>
          <div className={styles.priceBox}>
            <div>
              <span className={styles.label}>拼团价</span>
              <Price value={a.pt_price} size="lg" />
              {a.pt_price !== null && <span className={styles.unit}>/{a.goods.bzdw}</span>}
              <StrikePrice label="单买价" value={a.goods.price} />
            </div>
            <div className={styles.when}>
              {running ? (
                <Countdown end={a.end_time} label="距活动结束" />
              ) : a.state === 1 ? (
                <span>活动未开始：{formatDateTime(a.start_time)} 开始</span>
              ) : (
                <span>活动已结束</span>
              )}
            </div>
          </div>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'size', label: '成团人数', children: `${a.group_size} 家` },
              {
                key: 'joined',
                label: '正在拼',
                children: `${a.joined} 家（${a.open_groups} 个团）`,
              },
              { key: 'sold', label: '已成团', children: `${a.sold} 家` },
              { key: 'hours', label: '成团时限', children: `开团后 ${a.group_hours} 小时` },
              { key: 'spec', label: '规格', children: a.goods.ypgg },
              { key: 'maker', label: '生产厂家', children: a.goods.sccj },
            ]}
          />
          <div className={styles.buyRow}>
            <QuantityBox
              rules={rules}
              value={a.number}
              onChange={() => undefined}
              label="拼团数量"
            />
            <span className={styles.hint}>
              每家拼 {a.number}
              {a.goods.bzdw}，开团或参团后请立即支付
            </span>
          </div>
          <div className={styles.buyRow}>
            {isVisitor ? (
              <ButtonLink type="primary" danger size="large" to={loginPath()}>
                登录后拼团
              </ButtonLink>
            ) : (
              <Button
                type="primary"
                danger
                size="large"
                disabled={!canBuy}
                loading={joining === -1}
                onClick={() => place('open', { activity_id: a.id, key: keyFor('open') })}
              >
                发起拼团
              </Button>
            )}
            {user && !canOrder && <span className={styles.hint}>{NO_ORDER_GRANT}</span>}
            <Link to={`/list/info/${a.goods.id}`}>查看商品详情</Link>
          </div>
        </div>
      </section>
      <section className={styles.section}>
        <h2>正在拼团，可直接参与</h2>
        <GroupList
          groups={groups}
          canJoin={canBuy}
          joining={joining}
          onJoin={(g) => place(`join-${g.id}`, { group_id: g.id, key: keyFor(`join-${g.id}`) }, g)}
        />
      </section>
      <section className={styles.section}>
        <h2>拼团规则</h2>
        <ol className={styles.rules}>
          <li>发起拼团或参团后立即支付，支付后订单进入「待成团」。</li>
          <li>
            开团后 {a.group_hours} 小时内（最晚至活动结束）凑满 {a.group_size}{' '}
            家即成团，所有成员订单转为「待发货」。
          </li>
          <li>到时未成团，订单自动取消，货款原路退回。</li>
          <li>未支付的参团订单超时取消后，名额自动释放给其他买家。</li>
        </ol>
      </section>
    </div>
  );
}
