import type { Order } from '@shop/contract';
import { Empty, Input, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useOrders } from '../../api/order/get-orders';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import { isPositiveYuan } from '../../lib/money';
import { AfterSalesList } from './AfterSalesList';
import { OrderActions } from './OrderActions';
import styles from './OrderListPage.module.css';
import { ORDER_TABS, parseOrderTab, STATUS_COLORS, tabLabel } from './order-status';

/** How many goods names an order card shows before '等 N 种商品'. */
const LINES_SHOWN = 3;

/** /order (alias /order_wddd_index): the buyer's orders by status, searchable, paged. */
export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const status = parseOrderTab(params.get('status'));
  const keywords = params.get('keywords') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const afterSales = status === 'aftersales';
  // On 售后 the orders query only brings the other tabs' counts.
  const orders = useOrders(
    afterSales ? { status: 'all', page: 1 } : { status, keywords: keywords || undefined, page },
  );

  /** Filters live in the URL; defaults (全部, page 1, no keywords) are left out of it. */
  const update = (next: { status?: string; keywords?: string; page?: string }) => {
    const merged = { status, keywords, page: '1', ...next };
    const out: Record<string, string> = {};
    if (merged.status !== 'all') out.status = merged.status;
    if (merged.keywords) out.keywords = merged.keywords;
    if (merged.page !== '1') out.page = merged.page;
    setParams(out);
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>我的订单</h1>
        {!afterSales && (
          <Input.Search
            className={styles.search}
            placeholder="订单号 / 商品名称"
            defaultValue={keywords}
            key={keywords}
            allowClear
            enterButton="搜索"
            maxLength={50}
            onSearch={(value) => update({ keywords: value.trim() })}
          />
        )}
      </div>
      <Tabs
        className={styles.tabs}
        activeKey={status}
        onChange={(key) => update({ status: key, keywords: key === 'aftersales' ? '' : keywords })}
        items={ORDER_TABS.map((t) => ({
          key: t.key,
          label: tabLabel(t.key, t.label, orders.data?.counts),
        }))}
      />
      {afterSales ? (
        <AfterSalesList page={page} onPage={(p) => update({ page: String(p) })} />
      ) : (
        <OrderPageBody
          orders={orders}
          keywords={keywords}
          onPage={(p) => update({ page: String(p) })}
        />
      )}
    </div>
  );
}

function OrderPageBody({
  orders,
  keywords,
  onPage,
}: {
  orders: ReturnType<typeof useOrders>;
  keywords: string;
  onPage: (page: number) => void;
}) {
  const list = orders.data?.data ?? [];
  return (
    <>
      {orders.isPending && <PageSpinner padding={80} />}
      {orders.isError && !orders.data && <LoadFailed what="订单" query={orders} />}
      {orders.data && list.length === 0 && (
        <Empty className={styles.empty} description={keywords ? '没有找到相关订单' : '暂无订单'}>
          <ButtonLink type="primary" to="/list">
            去逛逛
          </ButtonLink>
        </Empty>
      )}
      <div className={orders.isPlaceholderData ? styles.stale : undefined}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
      {orders.data && <Pager page={orders.data} onChange={onPage} />}
    </>
  );
}

function OrderCard({ order }: { order: Order }) {
  const shown = order.lines.slice(0, LINES_SHOWN);
  const detail = `/order/info/${order.id}`;
  return (
    <article className={styles.card} aria-label={`订单 ${order.order_no}`}>
      <header className={styles.cardHead}>
        <span>{formatDateTime(order.created_at)}</span>
        <span>
          订单号：<Link to={detail}>{order.order_no}</Link>
        </span>
        {order.user_name && <span>下单人：{order.user_name}</span>}
        <Tag color={STATUS_COLORS[order.status]} className={styles.status}>
          {order.status_text}
        </Tag>
      </header>
      <div className={styles.cardBody}>
        <ul className={styles.lines}>
          {shown.map((line) => (
            // One goods may be on several lines (a 满赠 gift, a line at the original price).
            <li key={order.lines.indexOf(line)}>
              <img src={line.logo} alt="" width={48} height={48} loading="lazy" />
              <div>
                <p className={styles.lineName}>{line.name}</p>
                <p className={styles.muted}>
                  {line.ypgg} × {line.number}
                  {line.bzdw}
                </p>
              </div>
            </li>
          ))}
          {order.lines.length > LINES_SHOWN && (
            <li className={styles.muted}>等 {order.lines.length} 种商品</li>
          )}
        </ul>
        <div className={styles.amount}>
          <strong>¥{order.pay_amount}</strong>
          <span className={styles.muted}>
            共 {order.number_total} 件
            {isPositiveYuan(order.shipping_fee) && `，含运费 ¥${order.shipping_fee}`}
          </span>
        </div>
        <div className={styles.actions}>
          <OrderActions order={order} showDetail />
        </div>
      </div>
    </article>
  );
}
