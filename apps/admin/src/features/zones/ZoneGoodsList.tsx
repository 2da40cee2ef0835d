import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { AdminBrandGoods, Page, PageQuery } from '@shop/contract';
import { type QueryClient, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, type TableParams } from '../../lib/table-params';
import { ZoneGoodsPicker } from './ZoneGoodsPicker';

export type ZoneGoodsChange = UseMutationResult<
  unknown,
  Error,
  { goodsIds: number[]; add: boolean }
>;

/**
 * The goods of a zone (a brand, the franchise zone): goods picked by keyword
 * are added at once, and a row is taken out after a confirmation. `words`
 * are the zone's own (the button, the confirmation, what each change says).
 */
export function ZoneGoodsList(p: {
  change: ZoneGoodsChange;
  fetch: (client: QueryClient, page: PageQuery) => Promise<Page<AdminBrandGoods>>;
  words: { add: string; added: string; removeConfirm: string; removed: string };
  headerTitle?: string;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [picked, setPicked] = useState<number[]>([]);
  const run = async (goodsIds: number[], add: boolean) => {
    try {
      await p.change.mutateAsync({ goodsIds, add });
      message.success(add ? p.words.added : p.words.removed);
      setPicked([]);
      actionRef.current?.reload();
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };
  const columns: ProColumns<AdminBrandGoods>[] = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: '商品名称', dataIndex: 'name', ellipsis: true },
    { title: '规格', dataIndex: 'ypgg', width: 150, ellipsis: true },
    { title: '生产厂家', dataIndex: 'sccj', ellipsis: true },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      render: (_, row) => (
        <Popconfirm key="rm" title={p.words.removeConfirm} onConfirm={() => run([row.id], false)}>
          <Button type="link" size="small" danger>
            移出
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 16 }}>
        <div style={{ flex: 1 }}>
          <ZoneGoodsPicker value={picked} onChange={setPicked} />
        </div>
        <Button
          type="primary"
          disabled={picked.length === 0}
          loading={p.change.isPending}
          onClick={() => run(picked, true)}
        >
          {p.words.add}
        </Button>
      </div>
      <AdminTable<AdminBrandGoods>
        headerTitle={p.headerTitle}
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={p.headerTitle ? undefined : false}
        fetchPage={(params: TableParams) => p.fetch(queryClient, pageOf(params))}
      />
    </>
  );
}
