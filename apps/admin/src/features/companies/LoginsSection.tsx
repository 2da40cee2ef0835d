import type { CompanyLogin } from '@shop/contract';
import { Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCompanyLogins } from '../../api/company-logins';
import { ErrorResult } from '../../components/ErrorResult';

const ROLE = {
  main: <Tag color="blue">主账号</Tag>,
  sub: <Tag>子账号</Tag>,
  store: <Tag color="purple">多门店登录</Tag>,
};

const GRANTS = [
  ['can_order', '下单'],
  ['can_pay', '支付'],
  ['see_all_orders', '看全部订单'],
] as const;

/** Read-only: who logs in for this company and what each sub-account may do. */
export function LoginsSection({ companyId }: { companyId: number }) {
  const logins = useCompanyLogins(companyId);
  if (logins.isError) return <ErrorResult error={logins.error} onRetry={() => logins.refetch()} />;
  if (!logins.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Table<CompanyLogin>
      rowKey={(l) => `${l.role}-${l.id}`}
      size="small"
      pagination={false}
      dataSource={logins.data}
      columns={[
        { title: '用户名', dataIndex: 'username' },
        { title: '手机号', dataIndex: 'mobile', render: (v: string) => v || '-' },
        { title: '类型', dataIndex: 'role', render: (r: CompanyLogin['role']) => ROLE[r] },
        {
          title: '权限',
          key: 'grants',
          render: (_, l) =>
            l.role === 'sub'
              ? GRANTS.filter(([k]) => l[k] === 1)
                  .map(([, label]) => label)
                  .join('、') || '仅浏览'
              : '全部',
        },
        {
          title: '状态',
          dataIndex: 'disabled',
          render: (d: number) =>
            d ? <Tag color="default">已停用</Tag> : <Tag color="success">正常</Tag>,
        },
        {
          title: '创建时间',
          dataIndex: 'created_at',
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}
