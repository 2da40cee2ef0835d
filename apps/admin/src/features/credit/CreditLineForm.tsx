import {
  ModalForm,
  ProFormDatePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import dayjs from 'dayjs';
import { type AdminCreditLine, searchCompanies, useSaveCreditLine } from '../../api/credit';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { MONEY } from '../../lib/money';

type Values = {
  company_id: number;
  limit: string;
  terms: 'monthly' | 'after_ship';
  statement_day: number;
  pay_days: number;
  start_date: string;
};

/** 授予账期 (a company picked by name) or 调整 an existing line; the server audits both. */
export function CreditLineForm({ line }: { line?: AdminCreditLine }) {
  const { message } = App.useApp();
  const save = useSaveCreditLine();
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      title={line ? `调整账期「${line.company_name}」` : '授予账期'}
      form={form}
      width={520}
      trigger={
        line ? (
          <Button type="link" size="small">
            调整
          </Button>
        ) : (
          <Button type="primary">授予账期</Button>
        )
      }
      modalProps={{ destroyOnHidden: true, okText: '保存' }}
      initialValues={
        line
          ? {
              company_id: line.company_id,
              limit: line.limit,
              terms: line.terms,
              statement_day: line.statement_day,
              pay_days: line.pay_days,
              start_date: line.start_date,
            }
          : {
              terms: 'monthly',
              statement_day: 1,
              pay_days: 30,
              start_date: dayjs().format('YYYY-MM-DD'),
            }
      }
      onFinish={async ({ company_id, ...v }) => {
        try {
          await save.mutateAsync({
            companyId: line?.company_id ?? company_id,
            body: {
              ...v,
              limit: String(v.limit).trim(),
              start_date: dayjs(v.start_date).format('YYYY-MM-DD'),
            },
          });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('账期已保存');
        return true;
      }}
    >
      {!line && (
        <ProFormSelect
          name="company_id"
          label="客户"
          showSearch
          debounceTime={300}
          placeholder="输入企业名称搜索"
          request={async ({ keyWords }) =>
            (await searchCompanies(String(keyWords ?? ''))).data.map((c) => ({
              value: c.id,
              label: c.name,
            }))
          }
          rules={[{ required: true, message: '请选择客户' }]}
        />
      )}
      <ProFormText
        name="limit"
        label="账期额度（元）"
        rules={[
          { required: true, message: '请输入额度' },
          { pattern: MONEY, message: '额度须为金额，最多两位小数' },
        ]}
      />
      <ProFormRadio.Group
        name="terms"
        label="结算方式"
        options={[
          { value: 'monthly', label: '月结（按对账日出账）' },
          { value: 'after_ship', label: '发货后 N 天付款' },
        ]}
      />
      <ProFormDigit
        name="statement_day"
        label="每月对账日"
        min={1}
        max={28}
        fieldProps={{ precision: 0 }}
        tooltip="每月这一天出上一期对账单（1-28 日）"
        rules={[{ required: true, message: '请输入对账日' }]}
      />
      <ProFormDependency name={['terms']}>
        {({ terms }) => (
          <ProFormDigit
            name="pay_days"
            label={terms === 'after_ship' ? '发货后付款天数' : '出账后付款天数'}
            min={0}
            max={180}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true, message: '请输入天数' }]}
          />
        )}
      </ProFormDependency>
      <ProFormDatePicker
        name="start_date"
        label="生效日期"
        rules={[{ required: true, message: '请选择生效日期' }]}
      />
    </ModalForm>
  );
}
