import { ModalForm, ProFormCheckbox, ProFormText } from '@ant-design/pro-components';
import type { AdminCompany, ParticularsBody } from '@shop/contract';
import { drugClasses } from '@shop/domain';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useSetParticulars } from '../../api/buyer-actions';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Values = ParticularsBody;

/**
 * 修改登记信息: the particulars the buyer cannot change itself once approved,
 * the 经营范围 and the licensed drug classes among them; the shop refuses
 * goods outside them from the buyer's next request. Audited on the server.
 */
export function ParticularsForm({ company }: { company: AdminCompany }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const save = useSetParticulars();
  const [form] = Form.useForm<Values>();

  return (
    <ModalForm<Values>
      title={`修改登记信息 · ${company.name}`}
      form={form}
      width={560}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>修改登记信息</Button>}
      modalProps={{ destroyOnHidden: true, okText: '保存' }}
      initialValues={{
        name: company.name,
        legal_person: company.legal_person,
        region: company.region,
        address: company.address,
        business_scope: company.business_scope,
        drug_classes: company.drug_classes,
      }}
      onFinish={async (v) => {
        try {
          await save.mutateAsync({ id: company.id, values: v });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('已保存');
        return true;
      }}
    >
      <ProFormText
        name="name"
        label="企业名称"
        rules={[{ required: true, message: '请输入企业名称' }]}
      />
      <ProFormText
        name="legal_person"
        label="法定代表人"
        rules={[{ required: true, message: '请输入法定代表人' }]}
      />
      <ProFormText
        name="region"
        label="所在地区"
        rules={[{ required: true, message: '请输入所在地区' }]}
      />
      <ProFormText
        name="address"
        label="详细地址"
        rules={[{ required: true, message: '请输入详细地址' }]}
      />
      <ProFormCheckbox.Group
        name="business_scope"
        label="经营范围"
        extra="范围外的商品买家不能加购或下单"
        options={company.scope_classes.map((c) => ({ value: c.code, label: c.name }))}
      />
      <ProFormCheckbox.Group
        name="drug_classes"
        label="可购药品分类"
        extra="按药品经营许可证核定，如乙类非处方药零售只勾选乙类非处方药；未勾选的分类买家不能加购或下单"
        options={Object.entries(drugClasses).map(([value, label]) => ({ value, label }))}
      />
    </ModalForm>
  );
}
