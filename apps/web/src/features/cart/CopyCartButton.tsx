import { App, Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useCompanyUsers, useCopyCartLines } from '../../api/cart/copy-cart-lines';

/**
 * 复制到其他账号: the selected lines into the carts of other users of the
 * company (main account and sub-accounts); shown only when there are any.
 */
export function CopyCartButton({ ids }: { ids: number[] }) {
  const users = useCompanyUsers();
  const copy = useCopyCartLines();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = users.data ?? [];
  if (list.length === 0) return null;

  const onOk = () =>
    copy.mutate(
      { ids, other_user_ids: chosen },
      {
        onSuccess: ({ copied, skipped }) => {
          setOpen(false);
          setChosen([]);
          if (skipped.length === 0) message.success(`已复制 ${copied} 条商品`);
          else
            message.warning(
              `已复制 ${copied} 条，${skipped.length} 条未复制：${skipped
                .map((s) => `${s.name}（${s.reason}）`)
                .join('；')}`,
            );
        },
      },
    );

  return (
    <>
      <Button type="link" disabled={ids.length === 0} onClick={() => setOpen(true)}>
        复制到其他账号
      </Button>
      <Modal
        open={open}
        title={`将选中的 ${ids.length} 种商品复制到`}
        okText="复制"
        cancelText="取消"
        okButtonProps={{ disabled: chosen.length === 0 }}
        confirmLoading={copy.isPending}
        onOk={onOk}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Checkbox.Group
          value={chosen}
          onChange={(v) => setChosen(v as number[])}
          options={list.map((u) => ({
            value: u.id,
            label: `${u.username}${u.is_main ? '（主账号）' : ''}`,
          }))}
        />
      </Modal>
    </>
  );
}
