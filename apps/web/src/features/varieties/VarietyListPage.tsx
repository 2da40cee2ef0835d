import type { VarietyRequest } from '@shop/contract';
import { Empty, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useVarietyRequests } from '../../api/varieties/variety-requests';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import { STATUS_COLORS } from './status';
import styles from './Varieties.module.css';

/** /pzqg: the company's variety requests and what became of them. */
export function VarietyListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useVarietyRequests(page);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>品种求购</h1>
        <ButtonLink type="primary" to="/pzqg/add">
          登记求购
        </ButtonLink>
      </div>
      {list.isError && !list.data && <LoadFailed what="求购记录" query={list} />}
      <Table<VarietyRequest>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有求购记录" /> }}
        columns={[
          {
            title: '品种',
            dataIndex: 'name',
            render: (name: string, r) => <Link to={`/pzqg/info?id=${r.id}`}>{name}</Link>,
          },
          { title: '生产厂家', dataIndex: 'manufacturer' },
          { title: '规格', dataIndex: 'specification' },
          { title: '数量', dataIndex: 'quantity', width: 80 },
          {
            title: '目标价',
            dataIndex: 'price',
            width: 100,
            render: (p: string | null) => (p ? `¥${p}` : '—'),
          },
          {
            title: '状态',
            dataIndex: 'status_text',
            width: 100,
            render: (text: string, r) => <Tag color={STATUS_COLORS[r.status]}>{text}</Tag>,
          },
          {
            title: '提交时间',
            dataIndex: 'created_at',
            width: 170,
            render: (t: string) => formatDateTime(t),
          },
          {
            title: '操作',
            width: 100,
            render: (_, r) =>
              r.status === 'listed' && r.goods_id ? (
                <Link to={`/list/info/${r.goods_id}`}>去购买</Link>
              ) : (
                <Link to={`/pzqg/info?id=${r.id}`}>查看</Link>
              ),
          },
        ]}
      />
      {list.data && <Pager page={list.data} onChange={(p) => setParams({ page: String(p) })} />}
    </div>
  );
}
