import { ModalForm, ProFormSelect } from '@ant-design/pro-components';
import type { AdminCompany } from '@shop/contract';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useRanks, useServiceContacts, useSetStanding } from '../../api/buyer-actions';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = { rank_id: number; service_contact_id: number };

/** 0 in the select stands for "the default contact" (null on the server). */
const DEFAULT_CONTACT = 0;

/** 设置等级与客服: the buyer sees the new rank and contact on its next page. */
export function StandingForm({ company }: { company: AdminCompany }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const ranks = useRanks(open);
  const contacts = useServiceContacts(open);
  const save = useSetStanding();
  const [form] = Form.useForm<Values>();

  return (
    <ModalForm<Values>
      title={`设置等级与客服 · ${company.name}`}
      form={form}
      width={480}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>设置等级与客服</Button>}
      modalProps={{ destroyOnHidden: true, okText: '保存' }}
      initialValues={{
        rank_id: company.rank_id,
        service_contact_id: company.service_contact_id ?? DEFAULT_CONTACT,
      }}
      onFinish={async (v) => {
        try {
          await save.mutateAsync({
            id: company.id,
            values: {
              rank_id: v.rank_id,
              service_contact_id:
                v.service_contact_id === DEFAULT_CONTACT ? null : v.service_contact_id,
            },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('已保存');
        return true;
      }}
    >
      <ProFormSelect
        name="rank_id"
        label="会员等级"
        rules={[{ required: true, message: '请选择会员等级' }]}
        fieldProps={{ loading: ranks.isPending }}
        options={(ranks.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
      />
      <ProFormSelect
        name="service_contact_id"
        label="专属客服"
        rules={[{ required: true, message: '请选择客服' }]}
        fieldProps={{ loading: contacts.isPending }}
        options={[
          { value: DEFAULT_CONTACT, label: '默认客服（不指定专属客服）' },
          ...(contacts.data ?? [])
            .filter((c) => !c.is_default)
            .map((c) => ({ value: c.id, label: `${c.name}（${c.phone}）` })),
        ]}
      />
    </ModalForm>
  );
}
