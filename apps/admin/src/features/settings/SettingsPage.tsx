import {
  PageContainer,
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormGroup,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminSettings } from '@shop/contract';
import { Alert, App, Form, Spin } from 'antd';
import { useSaveSettings, useSettings } from '../../api/settings';
import { TransferAccountCard } from '../../components/TransferAccountCard';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { MONEY } from '../../lib/money';
import { useCan } from '../../lib/permissions';
import { ShopPapersCard } from './ShopPapersCard';

// The server's bounds (contract settingsPutBody); the console takes only types from the contract.
const UNPAID_MINUTES = { min: 5, max: 1440 };
const CONFIRM_DAYS = { min: 1, max: 60 };
const NEAR_EXPIRY_MONTHS = { min: 1, max: 24 };
const CREDIT_GRACE_DAYS = { min: 0, max: 90 };
const moneyRules = (label: string) => [
  { required: true, message: `请输入${label}` },
  { pattern: MONEY, message: `${label}须为不小于 0 的金额，最多两位小数` },
];
const text = (name: keyof AdminSettings, label: string, max: number, width: 'md' | 'lg' = 'md') => (
  <ProFormText name={name} label={label} width={width} fieldProps={{ maxLength: max }} />
);

/**
 * 站点设置: the footer's contact lines, the shipping rule the cart charges with, the order
 * timings, when a lot counts as near expiry, the return address; below, the shop's 首营资料
 * and 出库专用章.
 */
export function SettingsPage() {
  const { message } = App.useApp();
  const { data, isLoading, error } = useSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<AdminSettings>();
  const can = useCan();

  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !data) return <Alert type="error" message="站点设置读取失败" />;

  return (
    <PageContainer>
      <ProCard>
        <ProForm<AdminSettings>
          form={form}
          initialValues={data}
          submitter={{ searchConfig: { submitText: '保存设置' }, resetButtonProps: false }}
          onFinish={async (values) => {
            try {
              await save.mutateAsync(values);
            } catch (e) {
              const t = applyServerErrors(form, e);
              if (t) message.error(t);
              return false;
            }
            message.success('已保存，商城即时生效');
            return true;
          }}
        >
          <ProFormGroup title="运费规则">
            <ProFormText
              name="shipping_fee"
              label="运费（元）"
              width="sm"
              rules={moneyRules('运费')}
            />
            <ProFormText
              name="free_shipping_threshold"
              label="包邮门槛（元）"
              width="sm"
              tooltip="订单商品金额达到此数免运费"
              rules={moneyRules('包邮门槛')}
            />
            <ProFormText
              name="preferred_free_shipping_threshold"
              label="优选包邮门槛（元）"
              width="sm"
              tooltip="优选商品达到此数免运费"
              rules={moneyRules('优选包邮门槛')}
            />
          </ProFormGroup>
          <ProFormGroup title="订单规则">
            <ProFormDigit
              name="unpaid_minutes"
              label="未支付订单自动取消（分钟）"
              width="sm"
              min={UNPAID_MINUTES.min}
              max={UNPAID_MINUTES.max}
              fieldProps={{ precision: 0 }}
              tooltip="下单后超过此时间未支付，订单自动取消，库存和优惠券退回；对之后的新订单生效"
              rules={[{ required: true, message: '请输入分钟数' }]}
            />
            <ProFormDigit
              name="confirm_days"
              label="发货后自动确认收货（天）"
              width="sm"
              min={CONFIRM_DAYS.min}
              max={CONFIRM_DAYS.max}
              fieldProps={{ precision: 0 }}
              tooltip="已发货订单超过此天数未确认收货，自动完成"
              rules={[{ required: true, message: '请输入天数' }]}
            />
          </ProFormGroup>
          <ProFormGroup title="批次效期">
            <ProFormDigit
              name="near_expiry_months"
              label="近效期提前月数"
              width="sm"
              min={NEAR_EXPIRY_MONTHS.min}
              max={NEAR_EXPIRY_MONTHS.max}
              fieldProps={{ precision: 0 }}
              tooltip="批次的有效期至距今不足此月数即为近效期，商品和批次都标出近效期"
              rules={[{ required: true, message: '请输入月数' }]}
            />
          </ProFormGroup>
          <ProFormGroup title="账期">
            <ProFormDigit
              name="credit_grace_days"
              label="逾期宽限期（天）"
              width="sm"
              min={CREDIT_GRACE_DAYS.min}
              max={CREDIT_GRACE_DAYS.max}
              fieldProps={{ precision: 0 }}
              tooltip="对账单过了最后还款日再超过此天数仍未还清，该客户暂停挂账；余额支付、对公转账不受影响"
              rules={[{ required: true, message: '请输入天数' }]}
            />
          </ProFormGroup>
          <ProFormGroup title="客服与联系方式">
            {text('hot_line', '客服热线', 30)}
            {text('complaint_line', '投诉电话', 30)}
            {text('qq1', '客服 QQ1', 20)}
            {text('qq2', '客服 QQ2', 20)}
            {text('service_hours', '服务时间', 50)}
          </ProFormGroup>
          <ProFormGroup
            title="退货地址"
            tooltip="退货申请审核通过时，站内信和买家的售后进度显示此地址"
          >
            {text('return_receiver', '收件人', 30)}
            {text('return_phone', '联系电话', 30)}
            {text('return_address', '退货地址', 200, 'lg')}
          </ProFormGroup>
          <ProFormGroup title="网站信息">
            {text('title', '网站名称', 50)}
            {text('company', '公司名称', 100, 'lg')}
            {text('address', '公司地址', 200, 'lg')}
            {text('icp', '备案号', 50)}
          </ProFormGroup>
        </ProForm>
      </ProCard>
      <ShopPapersCard />
      {can('transfers') && <TransferAccountCard style={{ marginTop: 16 }} />}
    </PageContainer>
  );
}
