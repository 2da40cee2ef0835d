import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { AdminBrandGoods, Page } from '@shop/contract';
import { App, Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, type TableParams } from '../../lib/table-params';
import { ZoneGoodsPicker } from './ZoneGoodsPicker';

export type ZoneGoodsChange = {
  mutateAsync: (v: { goodsIds: number[]; add: boolean }) => Promise<unknown>;
  isPending: boolean;
};

/** What each zone calls its goods list: the words on its buttons and answers. */
export type ZoneGoodsWords = {
  add: string;
  added: string;
  removeConfirm: string;
  removed: string;
  title?: string;
};

/**
 * The goods a zone shows (a brand's, the franchise zone's): pick goods to add,
 * take one out. The zones differ only in their words and where they read and write.
 */
export function ZoneGoodsList({
  change,
  fetchPage,
  words,
}: {
  change: ZoneGoodsChange;
  fetchPage: (page: ReturnType<typeof pageOf>) => Promise<Page<AdminBrandGoods>>;
  words: ZoneGoodsWords;
}) {
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(undefined);
  const [picked, setPicked] = useState<number[]>([]);
  const run = async (goodsIds: number[], add: boolean) => {
    try {
      await change.mutateAsync({ goodsIds, add });
      message.success(add ? words.added : words.removed);
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
        <Popconfirm key="rm" title={words.removeConfirm} onConfirm={() => run([row.id], false)}>
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
          loading={change.isPending}
          onClick={() => run(picked, true)}
        >
          {words.add}
        </Button>
      </div>
      <AdminTable<AdminBrandGoods>
        headerTitle={words.title}
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        fetchPage={(params: TableParams) => fetchPage(pageOf(params))}
      />
    </>
  );
}
