import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { AdminBrandGoods } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { brandGoodsQuery, useBrandGoodsChange } from '../../api/zones';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';
import { ZoneGoodsPicker } from './ZoneGoodsPicker';

/** A brand's goods: link more (a goods of another brand moves here) or take some out. */
export function BrandGoodsDrawer({
  brand,
  onClose,
}: {
  brand: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [picked, setPicked] = useState<number[]>([]);
  const change = useBrandGoodsChange(brand?.id ?? 0);
  const run = async (goodsIds: number[], link: boolean) => {
    try {
      await change.mutateAsync({ goodsIds, link });
      message.success(link ? '商品已关联' : '已取消关联');
      setPicked([]);
      actionRef.current?.reload();
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };
  const columns: ProColumns<AdminBrandGoods>[] = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: '商品名称', dataIndex: 'name', ellipsis: true },
    { title: '规格', dataIndex: 'ypgg', width: 140, ellipsis: true },
    { title: '生产厂家', dataIndex: 'sccj', ellipsis: true },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      render: (_, row) => (
        <Popconfirm key="rm" title="从该品牌移出？" onConfirm={() => run([row.id], false)}>
          <Button type="link" size="small" danger>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Drawer
      title={brand ? `品牌商品 · ${brand.name}` : ''}
      open={brand !== null}
      onClose={onClose}
      width={900}
      destroyOnHidden
    >
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <div style={{ flex: 1 }}>
          <ZoneGoodsPicker value={picked} onChange={setPicked} />
        </div>
        <Button
          type="primary"
          disabled={picked.length === 0}
          loading={change.isPending}
          onClick={() => run(picked, true)}
        >
          关联到该品牌
        </Button>
      </div>
      {brand && (
        <AdminTable<AdminBrandGoods>
          actionRef={actionRef}
          columns={columns}
          search={false}
          options={false}
          fetchPage={(params) => queryClient.fetchQuery(brandGoodsQuery(brand.id, pageOf(params)))}
        />
      )}
    </Drawer>
  );
}
