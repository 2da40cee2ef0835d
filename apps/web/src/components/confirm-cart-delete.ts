import type { useAppProps } from 'antd/es/app/context';
import { isApiError } from '../api/api-error';

type Ui = Pick<useAppProps, 'message' | 'modal'>;

export const DELETE_LINE_QUESTION = '确认删除该商品吗？';

/**
 * Asks before deleting cart lines; `remove` runs on 确定. A refusal is shown only once
 * the dialog has closed (spec section 8), never underneath it.
 */
export function confirmCartDelete(
  ui: Ui,
  remove: () => Promise<unknown>,
  question = DELETE_LINE_QUESTION,
) {
  let failure: unknown = null;
  ui.modal.confirm({
    title: '提示',
    content: question,
    okText: '删除',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: async () => {
      try {
        await remove();
      } catch (error) {
        failure = error;
      }
    },
    afterClose: () => {
      // Session, server and network failures were shown by the global handler already.
      if (!isApiError(failure)) return;
      if (failure.kind === 'validation') ui.message.error(failure.message);
      else if (failure.kind === 'business')
        ui.modal.warning({ title: '提示', content: failure.message, okText: '确定' });
    },
  });
}
