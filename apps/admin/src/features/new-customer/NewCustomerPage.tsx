import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminNewCustomerItem } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { newCustomerListQuery, useSetNewCustomerEnabled } from '../../api/new-customer';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatusByCode } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf } from '../../lib/table-params';
import { NewCustomerModal } from './NewCustomerModal';

/** 新人特价: goods companies without a completed order buy once at a special price (/xr/tj). */
export function NewCustomerPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<AdminNewCustomerItem>();
  const flip = useActivitySwitch(
    useSetNewCustomerEnabled().mutateAsync,
    { on: '新人特价已开始', off: '新人特价已停止' },
    reload,
  );

  const columns: ProColumns<AdminNewCustomerItem>[] = [
    {
      title: '商品',
      key: 'goods',
      width: 280,
      render: (_, r) => (
        <>
          <div>{r.goods_name}</div>
          <div style={{ color: '#999' }}>
            {r.ypgg} · {r.sccj}
          </div>
        </>
      ),
    },
    {
      title: '新人价 / 会员价',
      key: 'price',
      width: 160,
      render: (_, r) => (
        <>
          <Tag color="red">¥{r.price}</Tag>
          <s style={{ color: '#999' }}>¥{r.goods_price}</s>
        </>
      ),
    },
    statusColumn<AdminNewCustomerItem>(activityStatusByCode({ stopped: '已停止' }), 90),
    { title: '每家限购', dataIndex: 'limit', width: 90 },
    { title: '已购企业', dataIndex: 'buyers', width: 90 },
    windowColumn<AdminNewCustomerItem>('starts_at', 'ends_at'),
    optionColumn<AdminNewCustomerItem>(140, (row) =>
      activityActions({
        ended: row.status === 2,
        on: row.status !== 3,
        onEdit: () => edit(row),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停止',
        stopConfirm: {
          title: '停止这个新人特价？',
          description: '新人特价页和购物车立即不能再按新人价购买；已下的订单不受影响',
        },
        startLabel: '开始',
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminNewCustomerItem>
        headerTitle="新人特价"
        actionRef={actionRef}
        columns={columns}
        search={false}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新增新人特价
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(newCustomerListQuery(pageOf(params)))}
      />
      <NewCustomerModal row={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
