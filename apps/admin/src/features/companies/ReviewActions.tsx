import { ModalForm, ProFormCheckbox } from '@ant-design/pro-components';
import type { AdminCompany, ReviewBody } from '@shop/contract';
import { defaultScopeOf, drugClasses } from '@shop/domain';
import { App, Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useReviewCompany } from '../../api/companies';
import { ReasonModal } from '../../components/ReasonModal';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Licence = Required<Pick<ReviewBody, 'business_scope' | 'drug_classes'>>;

/**
 * 通过 / 驳回 a pending company. Approving sets the 经营范围 and the drug
 * classes from its licence: the form starts from what the company registered
 * (its type's usual scope when none is recorded; a 乙类非处方药零售 counter
 * registers with OTC B only) and the reviewer corrects it against the
 * licence. A rejection needs the reason the buyer will read.
 */
export function ReviewActions({ company, onDone }: { company: AdminCompany; onDone: () => void }) {
  const { message } = App.useApp();
  const approve = useReviewCompany({ inlineErrors: true });
  const reject = useReviewCompany({ inlineErrors: true });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<Licence>();

  return (
    <Space>
      {/* No `loading` on the trigger: the dialog's own 通过 spins while the request runs,
          and antd leaves a faded loading icon in a button's name ("loading 通过") when its
          leave motion does not finish, which is what a screen reader (and the e2e test) reads. */}
      <ModalForm<Licence>
        title="通过资质审核"
        form={form}
        width={560}
        trigger={<Button type="primary">通过</Button>}
        modalProps={{ destroyOnHidden: true, okText: '通过', cancelText: '取消' }}
        initialValues={{
          business_scope:
            company.business_scope.length > 0
              ? company.business_scope
              : defaultScopeOf(company.kind),
          drug_classes: company.drug_classes,
        }}
        onFinish={async (licence) => {
          try {
            await approve.mutateAsync({
              id: company.id,
              body: { result: 'approve', ...licence },
            });
            message.success('已通过审核');
          } catch (error) {
            // A field the form holds stays open to be corrected; anything else
            // (409: documents missing, or decided by someone else) is shown and closes it.
            const text = applyServerErrors(form, error);
            if (text === null && form.getFieldsError().some((f) => f.errors.length > 0))
              return false;
            message.error(text ?? '审核失败，请稍后再试');
          }
          onDone();
          return true;
        }}
      >
        <Typography.Paragraph>
          确认通过「{company.name}」的资质审核？通过后该买家即可按下列经营范围和药品分类下单。
        </Typography.Paragraph>
        <ProFormCheckbox.Group
          name="business_scope"
          label="经营范围"
          extra="按药品经营许可证（或医疗机构执业许可证）核定的范围勾选"
          options={company.scope_classes.map((c) => ({ value: c.code, label: c.name }))}
          rules={[{ required: true, message: '请选择经营范围' }]}
        />
        <ProFormCheckbox.Group
          name="drug_classes"
          label="可购药品分类"
          extra="如乙类非处方药零售只勾选乙类非处方药；未勾选的分类买家不能加购或下单"
          options={Object.entries(drugClasses).map(([value, label]) => ({ value, label }))}
        />
      </ModalForm>
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
