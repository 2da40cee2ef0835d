import type { CartLine } from '@shop/contract';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useEditCartLine } from '../api/cart/edit-cart-line';
import { showCartEditError } from './cart-add-errors';
import { goodsPath } from './goods-path';

/**
 * The quantity box's onChange for a cart line: sends the new number and, when refused,
 * explains why; the returned promise rejects so the box goes back to the line's number.
 */
export function useCartLineQuantity() {
  const edit = useEditCartLine();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  return (line: CartLine, number: number) =>
    edit.mutateAsync({ line, number }).catch((error: unknown) => {
      showCartEditError(error, { message, modal }, () => navigate(goodsPath(line.goods)));
      throw error;
    });
}
