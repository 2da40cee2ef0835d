import type { AdminCompany } from '@shop/contract';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useReviewCompany } from '../../api/companies';
import { ReasonModal } from '../../components/ReasonModal';

/** 通过 / 驳回 a pending company; a rejection needs the reason the buyer will read. */
export function ReviewActions({ company, onDone }: { company: AdminCompany; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const approve = useReviewCompany();
  const reject = useReviewCompany({ inlineErrors: true });
  const [rejecting, setRejecting] = useState(false);

  const confirmApprove = () =>
    modal.confirm({
      title: '通过资质审核',
      content: `确认通过「${company.name}」的资质审核？通过后该买家即可下单。`,
      okText: '通过',
      cancelText: '取消',
      onOk: async () => {
        try {
          await approve.mutateAsync({ id: company.id, body: { result: 'approve' } });
          message.success('已通过审核');
        } catch {
          // The listener has shown why (e.g. 409: reviewed by someone else meanwhile).
        }
        onDone();
      },
    });

  return (
    <Space>
      <Button type="primary" loading={approve.isPending} onClick={confirmApprove}>
        通过
      </Button>
      <Button danger onClick={() => setRejecting(true)}>
        驳回
      </Button>
      {rejecting && (
        <ReasonModal
          title={`驳回「${company.name}」`}
          placeholder="买家将看到此原因，请写明需补充或更正的资质"
          onClose={() => setRejecting(false)}
          onSubmit={async (reason) => {
            await reject.mutateAsync({ id: company.id, body: { result: 'reject', reason } });
            message.success('已驳回');
            onDone();
          }}
        />
      )}
    </Space>
  );
}
