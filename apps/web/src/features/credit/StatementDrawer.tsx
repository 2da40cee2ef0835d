import type { StatementLine } from '@shop/contract';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  statementFileUrl,
  useConfirmStatement,
  useDisputeLine,
  useRepayStatement,
  useStatement,
} from '../../api/credit/credit';
import { useUserMoney } from '../../api/wallet/get-user-money';
import { PayPasswordPrompt } from '../../components/PayPasswordPrompt';
import { formatDateTime } from '../../lib/format-time';
import styles from './CreditPage.module.css';
import { StatementTransfer } from './StatementTransfer';

const errorOf = (e: unknown) => (isApiError(e) ? e.message : '操作失败，请重试');

/** One 对账单: its totals and lines; download, confirm, dispute a line, repay from the balance. */
export function StatementDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const statement = useStatement(id);
  const confirm = useConfirmStatement();
  const dispute = useDisputeLine();
  const repay = useRepayStatement();
  const money = useUserMoney(id !== null);
  const [disputing, setDisputing] = useState<StatementLine | null>(null);
  const [note, setNote] = useState('');
  const [repaying, setRepaying] = useState(false);
  const [amount, setAmount] = useState<string | null>(null);
  const [payPassword, setPayPassword] = useState('');
  const s = statement.data;
  const failed = [confirm, dispute, repay].find((m) => m.isError);

  const columns = [
    {
      title: '时间',
      key: 'time',
      width: 150,
      render: (_: unknown, l: StatementLine) => formatDateTime(l.created_at),
    },
    { title: '类型', dataIndex: 'kind_text', key: 'kind', width: 84 },
    { title: '订单号', dataIndex: 'order_no', key: 'order', width: 190 },
    {
      title: '金额（元）',
      key: 'amount',
      width: 100,
      align: 'right' as const,
      render: (_: unknown, l: StatementLine) => l.amount,
    },
    {
      title: '异议',
      key: 'dispute',
      render: (_: unknown, l: StatementLine) =>
        l.disputed ? (
          <div>
            <Tag color={l.resolved ? 'green' : 'orange'}>{l.resolved ? '已处理' : '处理中'}</Tag>
            {l.dispute_note}
            {l.dispute_answer && <div className={styles.muted}>财务答复：{l.dispute_answer}</div>}
          </div>
        ) : s?.status !== 'confirmed' && l.kind !== 'repay' ? (
          <Button
            size="small"
            type="link"
            onClick={() => {
              setNote('');
              setDisputing(l);
            }}
          >
            提出异议
          </Button>
        ) : null,
    },
  ];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={s ? `对账单 ${s.statement_no}` : '对账单'}
      destroyOnHidden
    >
      {s && (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="账期">
              {s.period_start} 至 {s.period_end}（不含）
            </Descriptions.Item>
            <Descriptions.Item label="最后还款日">{s.due_date}</Descriptions.Item>
            <Descriptions.Item label="上期结余">¥{s.opening}</Descriptions.Item>
            <Descriptions.Item label="本期挂账">¥{s.charges}</Descriptions.Item>
            <Descriptions.Item label="退款冲减">¥{s.refunds}</Descriptions.Item>
            <Descriptions.Item label="本期还款">¥{s.repaid}</Descriptions.Item>
            <Descriptions.Item label="本期应还">¥{s.closing}</Descriptions.Item>
            <Descriptions.Item label="尚未还清">¥{s.outstanding}</Descriptions.Item>
            <Descriptions.Item label="状态">{s.status_text}</Descriptions.Item>
          </Descriptions>
          <div className={styles.actions}>
            <Button href={statementFileUrl(s.id, 'pdf')} download>
              下载 PDF
            </Button>
            <Button href={statementFileUrl(s.id, 'xlsx')} download>
              下载 Excel
            </Button>
            {s.status === 'open' && (
              <Button
                type="primary"
                loading={confirm.isPending}
                onClick={() => confirm.mutate({ id: s.id })}
              >
                对账确认
              </Button>
            )}
            {s.outstanding !== '0.00' && (
              <Button
                onClick={() => {
                  setAmount(s.outstanding);
                  setRepaying(true);
                }}
              >
                余额还款
              </Button>
            )}
          </div>
          <div className={styles.alert}>
            <StatementTransfer id={s.id} owing={s.outstanding !== '0.00'} />
          </div>
          {s.status === 'disputed' && (
            <Alert
              className={styles.alert}
              type="warning"
              showIcon
              title="本对账单有异议待财务处理，处理后可再确认。"
            />
          )}
          {failed && (
            <Alert className={styles.alert} type="error" showIcon title={errorOf(failed.error)} />
          )}
          <Table<StatementLine>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={s.lines}
            pagination={false}
            tableLayout="fixed"
            locale={{ emptyText: '本期无明细' }}
          />
          <Modal
            open={disputing !== null}
            title={`对明细提出异议：${disputing?.order_no || disputing?.kind_text || ''}`}
            okText="提交异议"
            cancelText="取消"
            okButtonProps={{ disabled: note.trim() === '', loading: dispute.isPending }}
            onCancel={() => setDisputing(null)}
            onOk={() =>
              disputing &&
              dispute.mutate(
                { id: s.id, line_id: disputing.id, note: note.trim() },
                { onSuccess: () => setDisputing(null) },
              )
            }
          >
            <Input.TextArea
              aria-label="异议说明"
              rows={4}
              maxLength={500}
              showCount
              value={note}
              placeholder="请说明哪里不对，例如金额、数量或已退货"
              onChange={(e) => setNote(e.target.value)}
            />
          </Modal>
          <Modal
            open={repaying}
            title="余额还款"
            okText="确认还款"
            cancelText="取消"
            okButtonProps={{ disabled: !amount || Number(amount) <= 0, loading: repay.isPending }}
            onCancel={() => setRepaying(false)}
            onOk={() =>
              amount &&
              repay.mutate(
                { id: s.id, amount, pay_password: payPassword },
                {
                  onSuccess: () => setRepaying(false),
                  onSettled: () => setPayPassword(''),
                },
              )
            }
          >
            <Space direction="vertical">
              <span>
                尚未还清 ¥{s.outstanding}，可用余额 ¥{money.data?.balance ?? '—'}
              </span>
              <InputNumber<string>
                aria-label="还款金额"
                stringMode
                min="0.01"
                max={s.outstanding}
                precision={2}
                prefix="¥"
                value={amount}
                onChange={(v) => setAmount(v)}
              />
              <PayPasswordPrompt method="balance" value={payPassword} onChange={setPayPassword} />
              {repay.isError && <Alert type="error" showIcon title={errorOf(repay.error)} />}
            </Space>
          </Modal>
        </>
      )}
    </Drawer>
  );
}
