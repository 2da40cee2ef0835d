import { ShoppingCartOutlined } from '@ant-design/icons';
import type { Goods } from '@shop/contract';
import { Button } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { loginPath } from '../lib/login-path';
import styles from './AddToCart.module.css';
import { ButtonLink } from './ButtonLink';
import { QuantityBox } from './QuantityBox';
import { goodsQuantityRules, initialQuantity, isUnorderable } from './quantity-box';
import { cartLineFor, useAddGoodsToCart, useChosenNumber } from './use-add-to-cart';

type CartGoods = Pick<
  Goods,
  | 'id'
  | 'price'
  | 'ck_id'
  | 'goods_manjian_id'
  | 'number'
  | 'zbz'
  | 'xg_number'
  | 'qg_number'
  | 'is_buy'
  | 'buy_tip'
  | 'bzdw'
  | 'cartNum'
  | 'buy_button_label'
>;

type Variant = 'card' | 'compact' | 'detail';

/** Quantity box plus the add button (label from buy_button_label), for cards, rows and detail. */
/** The longest buy_tip a goods card's button shows (超出经营范围, 资质审核通过后可购买 fit). */
const CARD_TIP_MAX = 10;

export function AddToCart({ goods, variant = 'card' }: { goods: CartGoods; variant?: Variant }) {
  const rules = useMemo(() => goodsQuantityRules(goods), [goods]);
  const { number, choose, latest } = useChosenNumber(() => initialQuantity(rules));
  const { add, pending } = useAddGoodsToCart();
  const label = goods.buy_button_label || '加入购物车';
  const size = variant === 'detail' ? 'large' : 'small';

  let button: ReactNode;
  if (goods.price === null) {
    // Visitors see no prices and have no cart.
    button = (
      <ButtonLink size={size} to={loginPath()}>
        登录后购买
      </ButtonLink>
    );
  } else if (isUnorderable(rules)) {
    const tip = goods.buy_tip || '暂不可购买';
    // A card's button has room for a short tip only (处方药：贵店资质仅可购买… is not):
    // the long one is its accessible name and tooltip, and the detail page says it in full.
    const shown = variant === 'card' && tip.length > CARD_TIP_MAX ? '暂不可购买' : tip;
    button = (
      <Button
        size={size}
        disabled
        title={goods.buy_tip || undefined}
        aria-label={shown === tip ? undefined : tip}
      >
        {variant === 'compact' ? <ShoppingCartOutlined aria-hidden="true" /> : null}
        {variant === 'compact' ? null : shown}
      </Button>
    );
  } else {
    button = (
      <Button
        type="primary"
        size={size}
        icon={<ShoppingCartOutlined aria-hidden="true" />}
        loading={pending}
        aria-label={variant === 'compact' ? label : undefined}
        title={variant === 'compact' ? label : undefined}
        onClick={() => add(() => cartLineFor(goods, latest.current))}
      >
        {variant === 'compact' ? null : label}
      </Button>
    );
  }

  return (
    <div className={`${styles.row} ${styles[variant]}`}>
      {goods.price !== null && (
        <QuantityBox
          rules={rules}
          value={number}
          onChange={choose}
          size={variant === 'detail' ? 'md' : 'sm'}
        />
      )}
      {button}
      {variant === 'detail' && goods.cartNum > 0 && (
        <span className={styles.inCart}>
          购物车中已有 {goods.cartNum}
          {goods.bzdw}
        </span>
      )}
    </div>
  );
}
