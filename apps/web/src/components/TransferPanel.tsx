import { UploadOutlined } from '@ant-design/icons';
import type { OrderTransfer } from '@shop/contract';
import { Alert, Button, Descriptions, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { receiptUrl, type TransferTarget, useTransfer } from '../api/transfer/get-order-transfer';
import { useUploadReceipt } from '../api/transfer/upload-receipt';
import { formatDateTime } from '../lib/format-time';

const STATE_COLORS: Record<OrderTransfer['state'], string> = {
  waiting: 'processing',
  rejected: 'error',
  partly: 'warning',
  confirmed: 'success',
  closed: 'default',
};
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * An order's or a statement's 对公转账: where to send the money, the 附言
 * code, the deadline, the receipts sent and finance's answer, and the receipt
 * upload (again after a rejection or a short amount). `canUpload`: the login may pay.
 */
export function TransferPanel({
  target,
  canUpload,
}: {
  target: TransferTarget;
  canUpload: boolean;
}) {
  const transfer = useTransfer(target);
  const upload = useUploadReceipt(target);
  const isOrder = target.kind === 'order';
  const [tooLarge, setTooLarge] = useState(false);
  if (transfer.isPending) return <p>正在读取转账信息…</p>;
  if (transfer.isError)
    return <Alert type="error" showIcon title="转账信息读取失败，请刷新页面重试" />;
  const t = transfer.data;
  if (!t) return null;
  const open = t.state === 'waiting' || t.state === 'rejected' || t.state === 'partly';
  const pendingReceipt = t.receipts.some((r) => r.state === 'pending');
  return (
    <div>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'state',
            label: '转账状态',
            children: <Tag color={STATE_COLORS[t.state]}>{t.state_text}</Tag>,
          },
          { key: 'name', label: '收款户名', children: t.bank.name },
          { key: 'bank', label: '开户银行', children: t.bank.bank },
          {
            key: 'account',
            label: '收款账号',
            children: <Typography.Text copyable>{t.bank.account}</Typography.Text>,
          },
          {
            key: 'reference',
            label: '转账附言（必填）',
            children: (
              <Typography.Text copyable strong style={{ fontSize: 18 }}>
                {t.reference}
              </Typography.Text>
            ),
          },
          { key: 'amount', label: '应转金额', children: <strong>¥{t.amount}</strong> },
          ...(t.received !== '0.00'
            ? [
                { key: 'received', label: '已到账', children: `¥${t.received}` },
                { key: 'due', label: '尚需转账', children: <strong>¥{t.still_due}</strong> },
              ]
            : []),
          ...(open
            ? [
                {
                  key: 'deadline',
                  label: '转账截止',
                  children: isOrder
                    ? `${formatDateTime(t.expires_at)}（逾期未到账订单将自动取消）`
                    : formatDateTime(t.expires_at),
                },
              ]
            : []),
        ]}
      />
      {t.state === 'rejected' && t.reject_reason && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={`回单未通过审核：${t.reject_reason}`}
          description="请核对付款账户与金额后重新上传银行回单。"
        />
      )}
      {open && (
        <p style={{ marginTop: 12, color: '#666' }}>
          请使用本企业对公账户转账，付款户名须与企业注册名称一致，并在附言中填写上方识别码。
          转账后请上传银行回单（JPG、PNG、WebP 或 PDF，不超过 10 MB），财务确认到账后
          {isOrder ? '订单即为已支付' : '即为已还款'}。
        </p>
      )}
      {t.receipts.length > 0 && (
        <ul style={{ paddingLeft: 18 }} aria-label="已上传回单">
          {t.receipts.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.uploaded_at)} 上传的
              <a href={receiptUrl(target, r.id)} target="_blank" rel="noreferrer">
                银行回单
              </a>
              ：{r.state_text}
              {r.state === 'confirmed' && `，到账 ¥${r.amount}`}
              {r.state === 'rejected' && r.reason && `（${r.reason}）`}
            </li>
          ))}
        </ul>
      )}
      {open && canUpload && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            setTooLarge(file.size > MAX_BYTES);
            if (file.size > MAX_BYTES) return Upload.LIST_IGNORE;
            upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} type="primary">
            {pendingReceipt || t.receipts.length > 0 ? '重新上传银行回单' : '上传银行回单'}
          </Button>
        </Upload>
      )}
      {tooLarge && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title="回单文件不能超过 10 MB" />
      )}
      {upload.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={isApiError(upload.error) ? upload.error.message : '上传失败，请重试'}
        />
      )}
      {upload.isSuccess && !upload.isPending && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title="回单已上传，请等待财务确认到账"
        />
      )}
    </div>
  );
}
