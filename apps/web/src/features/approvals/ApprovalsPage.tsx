import type { ApprovalItem } from '@shop/contract';
import { App, Button, Empty, Form, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUserInfo } from '../../api/account/get-user-info';
import { useApprovals, useApproveOrder, useRejectOrder } from '../../api/order/approvals';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import styles from './Approvals.module.css';

const HINT =
  '子账号的订单超出您为其设置的单笔限额或每月限额时，需要您审批：通过后订单变为待支付，驳回后订单取消、库存释放。订单在支付时限内未审批将自动取消。';

/** /approvals: the main account's 订单审批, every store it holds in one list. */
export function ApprovalsPage() {
  const { user } = useUserInfo();
  const isMain = user?.is_main === 1;
  const list = useApprovals(isMain);
  const approve = useApproveOrder();
  const reject = useRejectOrder();
  const { message, modal } = App.useApp();
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  if (user && !isMain)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>订单审批</h1>
        <Empty
          className={styles.empty}
          description="订单由主账号审批，您可在“我的订单”的“待审批”中查看进度"
        />
      </div>
    );
  if (list.isPending) return <PageSpinner padding={80} />;
  if (!list.data) return <LoadFailed what="待审批订单" query={list} />;
  const stores = new Set(list.data.map((o) => o.company_id)).size;

  const onApprove = (o: ApprovalItem) =>
    modal.confirm({
      title: '审批通过',
      content: `确认通过 ${o.username} 的订单 ${o.order_no}（¥${o.pay_amount}）吗？通过后订单可以支付。`,
      okText: '通过',
      cancelText: '取消',
      onOk: () =>
        approve.mutateAsync(o.id).then(() => message.success('已审批通过，订单可以支付了')),
    });

  const columns: TableColumnsType<ApprovalItem> = [
    {
      title: '订单',
      key: 'order',
      render: (_, o) => (
        <>
          <Link to={`/order/info/${o.id}`}>{o.order_no}</Link>
          <div className={styles.muted}>
            {o.first_goods}
            {o.line_count > 1 ? ` 等 ${o.line_count} 种商品` : ''}
          </div>
        </>
      ),
    },
    ...(stores > 1 ? [{ title: '门店', dataIndex: 'company_name', width: 150 }] : []),
    { title: '下单人', dataIndex: 'username', width: 110 },
    {
      title: '金额',
      key: 'amount',
      width: 110,
      render: (_, o) => <span className={styles.amount}>¥{o.pay_amount}</span>,
    },
    { title: '审批原因', dataIndex: 'reason', width: 200 },
    {
      title: '提交时间',
      key: 'time',
      width: 170,
      render: (_, o) => (
        <>
          {formatDateTime(o.created_at)}
          <div className={styles.muted}>{formatDateTime(o.expires_at)} 前未审批将自动取消</div>
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, o) => (
        <Space>
          <Button type="primary" size="small" onClick={() => onApprove(o)}>
            通过
          </Button>
          <Button size="small" danger onClick={() => setRejecting(o)}>
            驳回
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>订单审批</h1>
      <p className={styles.hint}>{HINT}</p>
      <Table<ApprovalItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无待审批的订单" /> }}
      />
      <Modal
        open={rejecting !== null}
        title={`驳回订单 ${rejecting?.order_no ?? ''}`}
        okText="驳回"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        confirmLoading={reject.isPending}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) =>
            rejecting &&
            reject.mutate(
              { id: rejecting.id, reason: reason.trim() },
              {
                onSuccess: () => {
                  message.success('已驳回，订单已取消');
                  setRejecting(null);
                },
              },
            )
          }
        >
          <Form.Item
            name="reason"
            label="驳回原因（将通知下单的子账号）"
            rules={[
              { required: true, whitespace: true, message: '请输入驳回原因' },
              { max: 200, message: '驳回原因不能超过 200 个字符' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
