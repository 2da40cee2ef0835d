import type { useAppProps } from 'antd/es/app/context';
import { isApiError } from '../api/api-error';
import { MessageWithLink } from './MessageWithLink';

type Ui = Pick<useAppProps, 'message' | 'modal'>;

/** Answers of POST /api/cart the buyer must see (spec section 8, docs/api-cart-order.md). */
export const CREDENTIALS_REQUIRED = 411;
export const OVER_ACTIVITY_LIMIT = 412;

/**
 * Shows why an add failed: 411 a popup with the message's link, 412 an offer to buy at the
 * original price (`retryAtOriginalPrice` resends with is_yj=1), 422 the message. Session,
 * server and network failures were already shown by the global handler.
 */
export function showCartAddError(error: unknown, ui: Ui, retryAtOriginalPrice?: () => void) {
  if (!isApiError(error)) return;
  if (error.code === CREDENTIALS_REQUIRED) {
    const dialog = ui.modal.warning({
      title: '提示',
      content: <MessageWithLink message={error.message} onFollow={() => dialog.destroy()} />,
      okText: '知道了',
    });
    return;
  }
  if (error.code === OVER_ACTIVITY_LIMIT && retryAtOriginalPrice) {
    ui.modal.confirm({
      title: '提示',
      content: error.message,
      okText: '原价购买',
      cancelText: '取消',
      onOk: retryAtOriginalPrice,
    });
    return;
  }
  if (error.kind === 'validation') {
    ui.message.error(error.message);
    return;
  }
  if (error.kind === 'business') {
    ui.modal.warning({ title: '提示', content: error.message, okText: '确定' });
  }
}

export const ACTIVITY_LIMIT_IN_CART = '当前活动已超出限购数量，可尝试原价购买或参加其他活动';

/**
 * Shows why a cart line's new quantity was refused. Over the activity limit, the cart
 * offers the goods detail, where the goods can be added at the original price.
 */
export function showCartEditError(error: unknown, ui: Ui, openGoods: () => void) {
  if (isApiError(error) && error.code === OVER_ACTIVITY_LIMIT) {
    ui.modal.confirm({
      title: '提示',
      content: ACTIVITY_LIMIT_IN_CART,
      okText: '确定',
      cancelText: '取消',
      onOk: openGoods,
    });
    return;
  }
  showCartAddError(error, ui);
}
