import type { TransferStart } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { type TransferTarget, useTransfer } from '../../api/transfer/get-order-transfer';
import { TransferPanel } from '../../components/TransferPanel';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * 对公转账还款: a statement still owing opens one transfer of what it owes
 * (POST /api/user/statements/{id}/transfer), then the same account, 附言 code
 * and receipt upload as an order's transfer. Shown once opened.
 */
export function StatementTransfer({ id, owing }: { id: number; owing: boolean }) {
  const target: TransferTarget = { kind: 'statement', id };
  const transfer = useTransfer(target);
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const open = useMutation({
    mutationFn: async () =>
      (await api.post<TransferStart>(`/api/user/statements/${id}/transfer`, { body: { key } }))
        .data,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (transfer.isPending || transfer.isError) return null;
  if (transfer.data) return <TransferPanel target={target} canUpload />;
  if (!owing) return null;
  return (
    <div>
      <Button loading={open.isPending} onClick={() => open.mutate()}>
        对公转账还款
      </Button>
      {open.isError && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={isApiError(open.error) ? open.error.message : '操作失败，请重试'}
        />
      )}
    </div>
  );
}
