import { DeleteOutlined } from '@ant-design/icons';
import type { CartLine } from '@shop/contract';
import { App, Button, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { useDeleteCartLines } from '../api/cart/delete-cart-lines';
import { useCartList } from '../api/cart/get-cart-list';
import { ButtonLink } from '../components/ButtonLink';
import { confirmCartDelete } from '../components/confirm-cart-delete';
import { goodsImage, goodsPath } from '../components/goods-path';
import { LoadFailed } from '../components/LoadFailed';
import { QuantityBox } from '../components/QuantityBox';
import { goodsQuantityRules } from '../components/quantity-box';
import { useCartLineQuantity } from '../components/use-cart-line-quantity';
import styles from './CartDrawer.module.css';

/** The cart inside the open right bar (spec section 4): lines, quantities, delete, total. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const cart = useCartList();
  const lines = cart.data?.data ?? [];
  const summary = cart.data?.summary;

  return (
    <section className={styles.drawer} aria-label="购物车">
      <header className={styles.head}>
        <h2>购物车</h2>
        <button type="button" className={styles.close} onClick={onClose}>
          收起
        </button>
      </header>
      <div className={styles.body} aria-busy={cart.isFetching}>
        {cart.isPending && <Spin className={styles.spin} />}
        {cart.isError && !cart.data && <LoadFailed what="购物车" query={cart} />}
        {cart.data && lines.length === 0 && (
          <Empty className={styles.empty} description="购物车空空如也">
            <ButtonLink type="primary" size="small" to="/list">
              去逛逛
            </ButtonLink>
          </Empty>
        )}
        {lines.map((line) => (
          <DrawerLine key={line.id} line={line} />
        ))}
      </div>
      {summary && lines.length > 0 && (
        <footer className={styles.foot}>
          <p>
            已选 <strong>{summary.selected_count}</strong> 种，商品金额
            <span className={styles.amount}>¥{summary.goods_amount}</span>
          </p>
          <ButtonLink type="primary" block to="/cart">
            去购物车结算
          </ButtonLink>
        </footer>
      )}
    </section>
  );
}

function DrawerLine({ line }: { line: CartLine }) {
  const { message, modal } = App.useApp();
  const setQuantity = useCartLineQuantity();
  const remove = useDeleteCartLines();
  const to = goodsPath(line.goods);
  const buyable = line.can_buy === 1;

  return (
    <article className={`${styles.line} ${buyable ? '' : styles.unbuyable}`}>
      <Link to={to} className={styles.thumb} tabIndex={-1}>
        <img src={goodsImage(line.goods)} alt="" width={56} height={56} loading="lazy" />
      </Link>
      <div className={styles.info}>
        <Link to={to} className={styles.name} title={line.goods.name}>
          {line.goods.name}
        </Link>
        <p className={styles.spec}>
          {line.goods.ypgg} · ¥{line.price}
        </p>
        {buyable ? (
          <div className={styles.row}>
            <QuantityBox
              size="sm"
              rules={goodsQuantityRules(line.goods)}
              value={line.number}
              onChange={(number) => setQuantity(line, number)}
            />
            <span className={styles.lineAmount}>¥{line.amount}</span>
          </div>
        ) : (
          <p className={styles.tip}>{line.buy_tip || '暂不可购买'}</p>
        )}
      </div>
      <Button
        type="text"
        size="small"
        className={styles.delete}
        aria-label={`删除 ${line.goods.name}`}
        icon={<DeleteOutlined aria-hidden="true" />}
        onClick={() => confirmCartDelete({ message, modal }, () => remove.mutateAsync([line]))}
      />
    </article>
  );
}
