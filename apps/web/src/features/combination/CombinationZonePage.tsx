import type { CombinationItem } from '@shop/contract';
import { App, Button, Empty, Spin, Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { useAddCombinationToCart } from '../../api/combination/add-combination-to-cart';
import { type CombinationStatus, useCombinations } from '../../api/combination/get-combinations';
import { Countdown } from '../../components/Countdown';
import { showCartAddError } from '../../components/cart-add-errors';
import { LoadFailed } from '../../components/LoadFailed';
import { PackageGoods } from '../../components/PackageGoods';
import { packageRules } from '../../components/package-rules';
import { QuantityBox } from '../../components/QuantityBox';
import { useCartAddDelay, useChosenNumber } from '../../components/use-add-to-cart';
import { formatDateTime } from '../../lib/format-time';
import { loginPath } from '../../lib/login-path';
import styles from './CombinationZonePage.module.css';

const TABS: { key: CombinationStatus; label: string }[] = [
  { key: 1, label: '正在进行' },
  { key: 0, label: '即将开始' },
];

function Buy({ p }: { p: CombinationItem }) {
  const rules = packageRules(p, p);
  const { number, choose, latest } = useChosenNumber(() => 1);
  const add = useAddCombinationToCart();
  const { later, waiting } = useCartAddDelay(add.isPending);
  const { message, modal } = App.useApp();
  const user = useUserInfo();
  const navigate = useNavigate();
  if (p.status === 0)
    return (
      <Button disabled block>
        {formatDateTime(p.start_time).slice(5)} 开始
      </Button>
    );
  if (p.stock <= 0)
    return (
      <Button disabled block>
        已售罄
      </Button>
    );
  if (rules.disabled)
    return (
      <Button disabled block>
        已达限购
      </Button>
    );
  const buy = () => {
    if (user.isVisitor) return navigate(loginPath('/zhzq'));
    later(() =>
      add.mutate(
        { id: p.id, number: Math.min(latest.current, rules.max) },
        {
          onSuccess: (r) => void message.success(r.msg || '加入购物车成功'),
          onError: (e) => showCartAddError(e, { message, modal }),
        },
      ),
    );
  };
  return (
    <>
      <QuantityBox rules={rules} value={number} onChange={choose} label={`${p.title} 的套数`} />
      <Button type="primary" danger block loading={waiting || add.isPending} onClick={buy}>
        加入购物车
      </Button>
    </>
  );
}

function PackageCard({ p }: { p: CombinationItem }) {
  return (
    <article className={styles.card} aria-label={p.title}>
      <div className={styles.main}>
        <h2>
          {p.title}
          {p.limit > 0 && <Tag color="orange">每店限购{p.limit}套</Tag>}
        </h2>
        <PackageGoods goods={p.goods} />
      </div>
      <aside className={styles.side}>
        <div className={styles.price}>
          套餐价 <strong>¥{p.price}</strong>
        </div>
        <div className={styles.was}>
          单买合计 <s>¥{p.ori_price}</s>
          {p.saving !== '0.00' && <span className={styles.saving}>省¥{p.saving}</span>}
        </div>
        <div className={styles.meta}>
          {p.status === 1 ? <Countdown end={p.end_time} label="距结束" /> : <span>即将开始</span>}
          <span>剩余 {p.stock} 套</span>
          {p.bought > 0 && <span>已购 {p.bought} 套</span>}
        </div>
        <Buy p={p} />
      </aside>
    </article>
  );
}

/** /zhzq: packages of several goods at one package price, added to the cart by the set. */
export function CombinationZonePage() {
  const [params, setParams] = useSearchParams();
  const status: CombinationStatus = params.get('status') === '0' ? 0 : 1;
  const list = useCombinations(status);
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>组合购</h1>
        <p>常用搭配一起买，套餐价比单买更省</p>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={String(status)}
        items={TABS.map((t) => ({ key: String(t.key), label: t.label }))}
        onChange={(k) => setParams(k === '0' ? { status: '0' } : {})}
      />
      {list.isError && !list.data ? (
        <LoadFailed what="组合套餐" query={list} />
      ) : !list.data ? (
        <Spin className={styles.loading} />
      ) : list.data.list.length === 0 ? (
        <Empty
          className={styles.empty}
          description={status === 1 ? '暂无进行中的组合套餐' : '暂无即将开始的组合套餐'}
        />
      ) : (
        list.data.list.map((p) => <PackageCard key={p.id} p={p} />)
      )}
    </div>
  );
}
