import { Alert, Input, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../api/api-error';

/**
 * Asks staff for a reason the buyer will see (rejecting a request). Mounted
 * while it is open, so each opening starts empty. The box counts to `max`
 * and cuts nothing (the server answers 422 beyond it); the server's refusal
 * shows inside the dialog, which stays open.
 */
export function ReasonModal({
  title,
  label = '驳回原因',
  okText = '驳回',
  placeholder,
  max = 200,
  children,
  onClose,
  onSubmit,
}: {
  title: string;
  label?: string;
  okText?: string;
  placeholder?: string;
  max?: number;
  /** Shown above the box: what is being rejected. */
  children?: ReactNode;
  onClose: () => void;
  /** Throws to keep the dialog open with the error. */
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = reason.trim();
  const tooLong = typed.length > max;
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: typed === '' || tooLong }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        setError(null);
        try {
          await onSubmit(typed);
          onClose();
        } catch (e) {
          setError(isApiError(e) ? e.message : '操作失败，请稍后再试');
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
      <p>{label}（买家可见）：</p>
      <Input.TextArea
        aria-label={label}
        rows={3}
        count={{ show: true, max }}
        status={tooLong ? 'error' : undefined}
        placeholder={placeholder}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {tooLong && (
        <Typography.Text type="danger">
          {label}不能超过 {max} 个字符
        </Typography.Text>
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
