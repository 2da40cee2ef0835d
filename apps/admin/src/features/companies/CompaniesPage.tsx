import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCompany } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { companiesQuery } from '../../api/companies';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { CompanyDrawer } from './CompanyDrawer';
import { COMPANY_TABS, companyStatusOf, reviewColor } from './status';

/** 买家管理: every buyer company, by review state, with a detail drawer to review in. */
export function CompaniesPage() {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [search, setSearch] = useSearchParams();
  const status = companyStatusOf(search.get('status'));
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: ProColumns<AdminCompany>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '企业名称/联系人/电话' },
    },
    // 1,072 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '企业名称', dataIndex: 'name', search: false, ellipsis: true, width: 200 },
    { title: '企业类型', dataIndex: 'kind_name', search: false, width: 96 },
    {
      title: '联系人',
      dataIndex: 'contact_name',
      search: false,
      ellipsis: true,
      width: 150,
      render: (_, row) => `${row.contact_name} ${row.contact_phone}`.trim() || '-',
    },
    { title: '所在地区', dataIndex: 'region', search: false, ellipsis: true, width: 126 },
    {
      title: '审核状态',
      dataIndex: 'review_text',
      search: false,
      width: 84,
      render: (_, row) => (
        <Tag color={reviewColor(row)}>{row.frozen ? '已冻结' : row.review_text}</Tag>
      ),
    },
    { title: '会员等级', dataIndex: 'rank', search: false, width: 84 },
    { title: '余额（元）', dataIndex: 'balance', search: false, align: 'right', width: 100 },
    {
      title: '注册时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 168,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 64,
      fixed: 'right',
      render: (_, row) => [
        <Button key="detail" type="link" size="small" onClick={() => setOpenId(row.id)}>
          详情
        </Button>,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCompany, { status?: string }>
        headerTitle="买家列表"
        actionRef={actionRef}
        columns={columns}
        params={{ status }}
        scroll={{ x: columnsWidth(columns) }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status ?? 'all',
            items: COMPANY_TABS,
            onChange: (key) => {
              const next = companyStatusOf(String(key));
              setSearch(next ? { status: next } : {}, { replace: true });
            },
          },
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            companiesQuery({
              ...pageOf(params),
              status: companyStatusOf(textOf(params.status) ?? null),
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <CompanyDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onReviewed={() => actionRef.current?.reload()}
      />
    </PageContainer>
  );
}
