import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { type AdminAfterSale, useAfterSaleAction } from '../../api/aftersales';
import { ReasonModal } from '../../components/ReasonModal';
import { useCan } from '../../lib/permissions';

/** The buttons the staff member's role may use on the request in its present state. */
export function AfterSaleActions({ request: r }: { request: AdminAfterSale }) {
  const { message, modal } = App.useApp();
  const can = useCan();
  const approve = useAfterSaleAction('approve');
  const decline = useAfterSaleAction('decline', true);
  const receive = useAfterSaleAction('receive');
  const refund = useAfterSaleAction('refund');
  const [declining, setDeclining] = useState(false);

  const confirm = (title: string, content: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await run();
          message.success(done);
        } catch {
          // The query client's listener has shown why (e.g. 409: someone acted first).
        }
      },
    });

  // The server names the permission of the next step: only its holders get the buttons.
  const mine = r.next_permission !== null && can(r.next_permission);
  const buttons = [];
  if (r.status === 'pending' && mine) {
    buttons.push(
      <Button
        key="approve"
        type="primary"
        loading={approve.isPending}
        onClick={() =>
          confirm(
            '通过售后申请',
            r.kind === 'return'
              ? '通过后买家寄回商品，仓库收货后由财务退款。'
              : `通过后由财务退款 ¥${r.amount}。`,
            () => approve.mutateAsync({ id: r.id }),
            '已通过审核',
          )
        }
      >
        通过
      </Button>,
      <Button key="decline" danger onClick={() => setDeclining(true)}>
        拒绝
      </Button>,
    );
  }
  if (r.status === 'returning' && mine)
    buttons.push(
      <Button
        key="receive"
        type="primary"
        loading={receive.isPending}
        onClick={() =>
          confirm(
            '确认收到退货',
            `退货物流：${r.return_carrier} ${r.return_tracking_no}。确认后商品库存退回。`,
            () => receive.mutateAsync({ id: r.id }),
            '已确认收货，库存已退回',
          )
        }
      >
        确认收货
      </Button>,
    );
  const refundable = (r.status === 'approved' && r.kind === 'refund') || r.status === 'received';
  if (refundable && mine)
    buttons.push(
      <Button
        key="refund"
        type="primary"
        loading={refund.isPending}
        onClick={() =>
          confirm(
            '确认退款',
            `退款 ¥${r.amount}，${r.order_pay_amount ? '按原支付方式退回（余额支付退回余额）' : ''}。`,
            () => refund.mutateAsync({ id: r.id }),
            '退款已完成',
          )
        }
      >
        退款 ¥{r.amount}
      </Button>,
    );
  // Nothing this role may press: the drawer's 下一步 row already says whose turn it is.
  if (buttons.length === 0) return null;
  return (
    <Space>
      {buttons}
      {declining && (
        <ReasonModal
          title="拒绝售后申请"
          label="拒绝原因"
          okText="拒绝"
          onClose={() => setDeclining(false)}
          onSubmit={async (note) => {
            await decline.mutateAsync({ id: r.id, note });
            message.success('已拒绝该申请');
          }}
        />
      )}
    </Space>
  );
}
