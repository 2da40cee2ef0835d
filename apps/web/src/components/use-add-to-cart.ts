import type { CartLineInput, Goods } from '@shop/contract';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAddToCart } from '../api/cart/add-to-cart';
import { showCartAddError } from './cart-add-errors';
import { isSilentLimit, NEAR_EXPIRY_WAREHOUSE } from './silent-limit';

/** Spec section 9: the add is sent 200 ms after the click, so a double click adds once. */
export const CART_ADD_DELAY_MS = 200;

export const ADDED_MESSAGE = '加入购物车成功';

/** The line sent for goods bought at their shown price (spec section 3). */
export function cartLineFor(
  goods: Pick<Goods, 'id' | 'price' | 'ck_id' | 'goods_manjian_id'>,
  number: number,
): CartLineInput {
  return {
    goods_id: goods.id,
    number,
    price: goods.price ?? undefined,
    ck_id: goods.ck_id,
    goods_manjian_id: goods.goods_manjian_id ?? 0,
    is_yj: 0,
    type: 0,
  };
}

/**
 * The quantity box's number beside an add button. The box reports a typed number 200 ms
 * after the blur the button's click causes, and the add's own 200 ms timer may run before
 * React renders that state: `latest` holds it from the moment it is reported.
 */
export function useChosenNumber(initial: () => number) {
  const [number, setNumber] = useState(initial);
  const latest = useRef(number);
  const choose = (n: number) => {
    latest.current = n;
    setNumber(n);
  };
  return { number, choose, latest };
}

/**
 * `later(send)` runs `send` 200 ms after the click (spec section 9): a double click sends
 * once, and a quantity typed just before the click (its box settles 200 ms after the
 * blur) is the one sent. Nothing is scheduled while `busy` (the previous add in flight).
 */
export function useCartAddDelay(busy: boolean) {
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (send: () => void) => {
    if (timer.current !== undefined || busy) return;
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setWaiting(false);
      send();
    }, CART_ADD_DELAY_MS);
  };

  return { later, waiting };
}

/**
 * `add(getLine)` waits 200 ms, then adds the line `getLine` gives at that moment (the
 * quantity box's latest value), says '加入购物车成功' or explains the refusal.
 */
export function useAddGoodsToCart() {
  const mutation = useAddToCart();
  const { message, modal } = App.useApp();
  const { later, waiting } = useCartAddDelay(mutation.isPending);

  const send = (line: CartLineInput) =>
    mutation.mutate(line, {
      onSuccess: () => message.success(ADDED_MESSAGE),
      onError: (error) => {
        // 403 限购 on near-expiry goods is silent (spec section 8), as in the points mall.
        if (line.ck_id === NEAR_EXPIRY_WAREHOUSE && isSilentLimit(error)) return;
        showCartAddError(error, { message, modal }, () => send({ ...line, is_yj: 1 }));
      },
    });

  const add = (getLine: () => CartLineInput) => later(() => send(getLine()));

  return { add, pending: waiting || mutation.isPending };
}
