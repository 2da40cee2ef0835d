import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form, Space } from 'antd';
import { useReviewCompany } from '../../api/companies';
import type { CompanyRow } from '../../api/types';
import { applyServerErrors } from '../../lib/apply-server-errors';

/** 通过 / 驳回 a pending company; a rejection needs the reason the buyer will read. */
export function ReviewActions({ company, onDone }: { company: CompanyRow; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const approve = useReviewCompany();
  const reject = useReviewCompany({ inlineErrors: true });
  const [form] = Form.useForm<{ reason: string }>();

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
      <ModalForm<{ reason: string }>
        title={`驳回「${company.name}」`}
        form={form}
        width={480}
        trigger={<Button danger>驳回</Button>}
        modalProps={{ destroyOnHidden: true, okText: '驳回', okButtonProps: { danger: true } }}
        onFinish={async ({ reason }) => {
          try {
            await reject.mutateAsync({
              id: company.id,
              body: { result: 'reject', reason: reason.trim() },
            });
          } catch (error) {
            const text = applyServerErrors(form, error);
            if (text) message.error(text);
            return false;
          }
          message.success('已驳回');
          onDone();
          return true;
        }}
      >
        <ProFormTextArea
          name="reason"
          label="驳回原因"
          placeholder="买家将看到此原因，请写明需补充或更正的资质"
          fieldProps={{ maxLength: 200, showCount: true, autoSize: { minRows: 3, maxRows: 6 } }}
          rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
        />
      </ModalForm>
    </Space>
  );
}
