import type { StandingListSummary } from '@shop/contract';
import { App, Button, Empty, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useDeleteStandingList,
  useStandingLists,
  useStandingListToCart,
} from '../../api/standing-lists/standing-lists';
import { LoadFailed } from '../../components/LoadFailed';
import { NewListButton } from '../../components/SaveAsListButton';
import styles from './StandingLists.module.css';
import { ToCartResult } from './ToCartResult';

/** /cgqd: the company's standing lists; each goes to the cart in one step. */
export function StandingListsPage() {
  const lists = useStandingLists();
  const remove = useDeleteStandingList();
  const toCart = useStandingListToCart();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [shown, setShown] = useState<number | null>(null);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>常购清单</h1>
        <NewListButton onCreated={(id) => navigate(`/cgqd/${id}`)} />
      </div>
      <p className={styles.muted}>
        把每次都要采购的商品存成清单，一键加入购物车；缺货、限购、超经营范围等无法加入的商品会逐条说明原因。
        清单由本门店的所有账号共用，最多 50 个，每个最多 500
        种商品。也可在购物车、订单详情和快捷采购中“存为常购清单”。
      </p>
      {lists.isError && !lists.data && <LoadFailed what="常购清单" query={lists} />}
      {toCart.data && shown !== null && <ToCartResult result={toCart.data.data} />}
      <Table<StandingListSummary>
        rowKey="id"
        loading={lists.isPending}
        dataSource={lists.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有常购清单" /> }}
        columns={[
          {
            title: '清单名称',
            dataIndex: 'name',
            render: (name: string, r) => <Link to={`/cgqd/${r.id}`}>{name}</Link>,
          },
          { title: '商品种数', dataIndex: 'line_count', width: 100 },
          {
            title: '更新时间',
            dataIndex: 'updated_at',
            width: 180,
            render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }),
          },
          {
            title: '操作',
            width: 300,
            render: (_, r) => (
              <div className={styles.actions}>
                <Button
                  type="primary"
                  size="small"
                  disabled={r.line_count === 0}
                  loading={toCart.isPending && toCart.variables === r.id}
                  onClick={() => {
                    setShown(r.id);
                    toCart.mutate(r.id);
                  }}
                >
                  一键加入购物车
                </Button>
                <Button size="small" onClick={() => navigate(`/cgqd/${r.id}`)}>
                  查看编辑
                </Button>
                <Popconfirm
                  title={`删除清单“${r.name}”？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() =>
                    remove.mutateAsync(r.id).then(() => message.success('清单已删除'))
                  }
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
