import type { StatementItem } from '@shop/contract';
import { Alert, Button, Descriptions, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCredit, useStatements } from '../../api/credit/credit';
import { LoadFailed } from '../../components/LoadFailed';
import styles from './CreditPage.module.css';
import { StatementDrawer } from './StatementDrawer';

export const STATEMENT_COLORS: Record<StatementItem['status'], string> = {
  open: 'blue',
  confirmed: 'green',
  disputed: 'orange',
};

/** /wdzq: the company's 账期 (limit, used, what is overdue) and its 对账单. */
export function CreditPage() {
  const credit = useCredit();
  const statements = useStatements();
  const [open, setOpen] = useState<number | null>(null);
  const c = credit.data;

  const columns = [
    { title: '对账单号', dataIndex: 'statement_no', key: 'no', width: 190 },
    {
      title: '账期',
      key: 'period',
      render: (_: unknown, s: StatementItem) => `${s.period_start} 至 ${s.period_end}（不含）`,
    },
    {
      title: '本期应还',
      key: 'closing',
      width: 110,
      render: (_: unknown, s: StatementItem) => `¥${s.closing}`,
    },
    {
      title: '未还',
      key: 'outstanding',
      width: 100,
      render: (_: unknown, s: StatementItem) =>
        s.outstanding === '0.00' ? <Tag color="green">已结清</Tag> : `¥${s.outstanding}`,
    },
    { title: '最后还款日', dataIndex: 'due_date', key: 'due', width: 110 },
    {
      title: '状态',
      key: 'status',
      width: 84,
      render: (_: unknown, s: StatementItem) => (
        <Tag color={STATEMENT_COLORS[s.status]}>{s.status_text}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_: unknown, s: StatementItem) => (
        <Button type="link" size="small" onClick={() => setOpen(s.id)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>我的账期</h1>
      {credit.isError ? (
        <LoadFailed what="账期" query={credit} />
      ) : c && c.has_line === 0 ? (
        <Alert
          className={styles.alert}
          type="info"
          showIcon
          title="贵公司尚未开通账期（月结）。如需开通，请联系客服或业务员，由财务审核后授予额度。"
        />
      ) : (
        c && (
          <>
            {c.blocked === 1 && (
              <Alert className={styles.alert} type="error" showIcon title={c.blocked_reason} />
            )}
            <Descriptions bordered size="small" column={3} className={styles.summary}>
              <Descriptions.Item label="账期额度">¥{c.limit}</Descriptions.Item>
              <Descriptions.Item label="已用额度">¥{c.used}</Descriptions.Item>
              <Descriptions.Item label="可用额度">¥{c.available}</Descriptions.Item>
              <Descriptions.Item label="结算方式">
                {c.terms === 'monthly'
                  ? `月结：每月 ${c.statement_day} 日出账，出账后 ${c.pay_days} 天内还款`
                  : `发货后 ${c.pay_days} 天内付款（每月 ${c.statement_day} 日出对账单）`}
              </Descriptions.Item>
              <Descriptions.Item label="下次出账日">{c.next_statement_date}</Descriptions.Item>
              <Descriptions.Item label="逾期金额">
                <span className={c.overdue_amount !== '0.00' ? styles.overdue : undefined}>
                  ¥{c.overdue_amount}
                </span>
              </Descriptions.Item>
            </Descriptions>
          </>
        )
      )}
      <h2>对账单</h2>
      {statements.isError ? (
        <LoadFailed what="对账单" query={statements} />
      ) : (
        <Table<StatementItem>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={statements.data ?? []}
          loading={statements.isFetching}
          pagination={false}
          tableLayout="fixed"
          locale={{ emptyText: <Empty description="暂无对账单" /> }}
        />
      )}
      <StatementDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
