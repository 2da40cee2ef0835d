import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDateTimePicker,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminCoupon } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { companiesQuery } from '../../api/companies';
import { type CouponsQuery, couponsQuery, useIssueCoupons } from '../../api/promotions';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { MONEY } from '../../lib/money';
import { pageOf, textOf } from '../../lib/table-params';

const STATUS = {
  unused: { text: '未使用', status: 'Processing' },
  used: { text: '已使用', status: 'Success' },
  expired: { text: '已过期', status: 'Default' },
};

type Buyer = { id: number; name: string };

/** Buyers chosen by name, contact or account (GET /admin-api/companies?keywords=). */
function BuyerPicker({
  value = [],
  onChange,
}: {
  value?: Buyer[];
  onChange?: (v: Buyer[]) => void;
}) {
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useQuery({
    ...companiesQuery({ page: 1, page_size: 20, status: 'approved', keywords }),
  });
  const known = new Map(
    [...value, ...(data?.data ?? []).map((c) => ({ id: c.id, name: c.name }))].map((b) => [
      b.id,
      b,
    ]),
  );
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      loading={isFetching}
      placeholder="搜索买家名称、联系人或账号"
      onSearch={setKeywords}
      value={value.map((b) => b.id)}
      onChange={(ids: number[]) => onChange?.(ids.map((id) => known.get(id)!).filter(Boolean))}
      options={[...known.values()].map((b) => ({ value: b.id, label: b.name }))}
    />
  );
}

type IssueValues = {
  buyers: Buyer[];
  title: string;
  amount: string;
  min_amount: string;
  valid_to: string;
};

function IssueForm({ onIssued }: { onIssued: () => void }) {
  const { message } = App.useApp();
  const issue = useIssueCoupons();
  const [form] = Form.useForm<IssueValues>();
  return (
    <ModalForm<IssueValues>
      title="发放优惠券"
      form={form}
      width={560}
      trigger={<Button type="primary">发放优惠券</Button>}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ min_amount: '0', valid_to: dayjs().add(30, 'day').endOf('day') }}
      onFinish={async (v) => {
        try {
          const r = await issue.mutateAsync({
            company_ids: v.buyers.map((b) => b.id),
            title: v.title,
            amount: v.amount,
            min_amount: v.min_amount || '0',
            valid_to: dayjs(v.valid_to).toISOString(),
          });
          message.success(`已发放 ${r.count} 张优惠券`);
        } catch (e) {
          const t = applyServerErrors(form, e);
          if (t) message.error(t);
          return false;
        }
        onIssued();
        return true;
      }}
    >
      <ProForm.Item
        name="buyers"
        label="发放给"
        rules={[{ required: true, message: '请选择买家' }]}
      >
        <BuyerPicker />
      </ProForm.Item>
      <ProFormText
        name="title"
        label="优惠券名称"
        rules={[{ required: true, whitespace: true, message: '请输入优惠券名称' }]}
        fieldProps={{ maxLength: 30 }}
      />
      <ProFormText
        name="amount"
        label="面额（元）"
        width="sm"
        rules={[
          { required: true, message: '请输入面额' },
          { pattern: MONEY, message: '金额格式不正确' },
        ]}
      />
      <ProFormText
        name="min_amount"
        label="使用门槛（元）"
        width="sm"
        tooltip="订单满此金额可用，0 为无门槛"
        rules={[{ pattern: MONEY, message: '金额格式不正确' }]}
      />
      <ProFormDateTimePicker
        name="valid_to"
        label="有效期至"
        rules={[{ required: true, message: '请选择有效期' }]}
      />
    </ModalForm>
  );
}

/** 优惠券: every issued coupon, and issuing to chosen buyers. */
export function CouponsPage() {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const columns: ProColumns<AdminCoupon>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '券名称/买家名称' },
    },
    // 1,076 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 150 },
    { title: '券名称', dataIndex: 'name', search: false, ellipsis: true, width: 140 },
    { title: '类型', dataIndex: 'type_text', search: false, width: 70 },
    { title: '适用范围', dataIndex: 'scope_text', search: false, ellipsis: true, width: 120 },
    { title: '面额（元）', dataIndex: 'amount', search: false, align: 'right', width: 90 },
    { title: '门槛（元）', dataIndex: 'min_amount', search: false, align: 'right', width: 90 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 80 },
    { title: '有效期至', dataIndex: 'ends_at', valueType: 'dateTime', search: false, width: 168 },
    {
      title: '发放时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 168,
    },
  ];
  return (
    <PageContainer>
      <AdminTable<AdminCoupon>
        headerTitle="已发放的优惠券"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <IssueForm key="issue" onIssued={() => actionRef.current?.reload()} />,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            couponsQuery({
              ...pageOf(params),
              status: textOf(params.status) as CouponsQuery['status'],
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
    </PageContainer>
  );
}
