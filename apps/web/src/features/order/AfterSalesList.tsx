import type { AfterSale } from '@shop/contract';
import { Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { useAfterSalesPage } from '../../api/order/after-sales';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import { AFTER_SALE_COLORS } from './after-sale-status';
import styles from './OrderListPage.module.css';

/** The 售后 tab: the company's return and refund requests, newest first; each opens its order. */
export function AfterSalesList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const requests = useAfterSalesPage(page);
  if (requests.isPending) return <PageSpinner padding={80} />;
  if (requests.isError) return <LoadFailed what="售后申请" query={requests} />;
  const list = requests.data.data;
  return (
    <>
      {list.length === 0 && (
        <Empty className={styles.empty} description="暂无售后申请">
          <p className={styles.muted}>收到的商品有问题，可在订单详情中点击「申请售后」。</p>
          <ButtonLink to="/help/zfps/ypth">查看药品退换政策</ButtonLink>
        </Empty>
      )}
      {list.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
      <Pager page={requests.data} onChange={onPage} />
    </>
  );
}

function RequestCard({ request: r }: { request: AfterSale }) {
  const detail = `/order/info/${r.order_id}`;
  const reached = r.steps.filter((s) => s.time).at(-1);
  return (
    <article className={styles.card} aria-label={`售后 #${r.id}`}>
      <header className={styles.cardHead}>
        <span>{formatDateTime(r.created_at)}</span>
        <span>
          订单号：<Link to={detail}>{r.order_no}</Link>
        </span>
        <span>
          {r.kind_text} #{r.id}
        </span>
        <Tag color={AFTER_SALE_COLORS[r.status]} className={styles.status}>
          {r.status_text}
        </Tag>
      </header>
      <div className={styles.cardBody}>
        <ul className={styles.lines}>
          {r.lines.map((line) => (
            <li key={line.order_line_id}>
              <div>
                <p className={styles.lineName}>{line.name}</p>
                <p className={styles.muted}>
                  {line.ypgg} × {line.number}
                  {line.bzdw}　¥{line.amount}
                </p>
              </div>
            </li>
          ))}
          <li className={styles.muted}>原因：{r.reason}</li>
        </ul>
        <div className={styles.amount}>
          <strong>¥{r.status === 'refunded' ? r.refunded_amount : r.amount}</strong>
          <span className={styles.muted}>
            {r.status === 'refunded' ? `已退款（${r.refund_method_text}）` : '申请退款金额'}
          </span>
        </div>
        <div className={styles.actions}>
          {reached && (
            <span className={styles.muted}>
              {reached.title} {reached.time && formatDateTime(reached.time)}
            </span>
          )}
          <ButtonLink size="small" to={detail}>
            查看进度
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
