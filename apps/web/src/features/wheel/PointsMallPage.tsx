import { GiftOutlined } from '@ant-design/icons';
import type { JfscGoods } from '@shop/contract';
import { App, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useJfscGoods } from '../../api/wheel/get-jfsc-goods';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { ExchangeDialog } from './ExchangeDialog';
import styles from './PointsMallPage.module.css';

const STATE_LABEL = ['立即兑换', '已兑完', '已达限兑'];

function Card({ g, onPick }: { g: JfscGoods; onPick: () => void }) {
  return (
    <article className={styles.card} aria-label={g.name}>
      <div className={styles.picture}>
        {g.image ? <img src={g.image} alt={g.name} /> : <GiftOutlined aria-hidden />}
        {g.state === 1 && <span className={styles.soldOut}>已兑完</span>}
      </div>
      <h3 title={g.name}>{g.name}</h3>
      <p className={styles.remarks}>{g.remarks}</p>
      <p className={styles.price}>
        <b>{g.points}</b> 积分{g.cash !== '0.00' && <> + ¥{g.cash}</>}
      </p>
      <p className={styles.meta}>
        库存 {g.stock}
        {g.per_buyer > 0 ? ` · 每家限兑 ${g.per_buyer}` : ''}
        {g.exchanged > 0 ? ` · 已兑 ${g.exchanged}` : ''}
      </p>
      <Button block type="primary" danger disabled={g.state !== 0} onClick={onPick}>
        {STATE_LABEL[g.state]}
      </Button>
    </article>
  );
}

/** /jfsc: goods for points; an exchange makes a points order shipped to the chosen address. */
export function PointsMallPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const shelf = useJfscGoods(page);
  const [picked, setPicked] = useState<JfscGoods | null>(null);
  const { message } = App.useApp();

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <div>
          <h1>积分商城</h1>
          <p>订单确认收货即得积分（每实付 1 元得 1 积分），积分可兑换实用好礼</p>
        </div>
        <div className={styles.balance}>
          我的积分 <b data-testid="my-points">{shelf.data?.points ?? '—'}</b>
          <Link to="/jfgl">积分明细</Link>
          <Link to="/jfdd">积分订单</Link>
          <Link to="/zpcj">幸运转盘</Link>
        </div>
      </header>
      {shelf.isError && !shelf.data ? (
        <LoadFailed what="积分商品" query={shelf} />
      ) : !shelf.data ? (
        <Spin className={styles.loading} />
      ) : shelf.data.data.length === 0 ? (
        <Empty className={styles.loading} description="积分商品正在上新，敬请期待" />
      ) : (
        <div className={styles.grid}>
          {shelf.data.data.map((g) => (
            <Card key={g.id} g={g} onPick={() => setPicked(g)} />
          ))}
        </div>
      )}
      {shelf.data && (
        <Pager page={shelf.data} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
      )}
      {picked && shelf.data && (
        <ExchangeDialog
          goods={picked}
          points={shelf.data.points}
          onClose={() => setPicked(null)}
          onDone={(no) => {
            setPicked(null);
            void message.success(`兑换成功，积分订单 ${no}，可在“积分订单”查看发货进度`);
          }}
        />
      )}
    </div>
  );
}
