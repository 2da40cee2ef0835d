import type { Goods } from '@shop/contract';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { AddToCart } from '../AddToCart';
import { FavoriteButton } from '../FavoriteButton';
import { GoodsPrice } from '../GoodsPrice';
import { goodsPath } from '../goods-path';
import styles from './GoodsTable.module.css';

const columns: TableColumnsType<Goods> = [
  {
    title: '商品名称',
    key: 'name',
    width: 170,
    render: (_, g) => (
      <Link to={goodsPath(g)} className={styles.name}>
        {g.name}
      </Link>
    ),
  },
  { title: '规格', dataIndex: 'ypgg', width: 96 },
  { title: '生产厂家', dataIndex: 'sccj', width: 140 },
  { title: '剂型', dataIndex: 'jx', width: 64 },
  { title: '单位', dataIndex: 'bzdw', width: 52 },
  { title: '中包装', dataIndex: 'zbz', width: 62 },
  { title: '件装量', dataIndex: 'jzl', width: 62 },
  { title: '有效期', dataIndex: 'yxq', width: 90 },
  { title: '批准文号', dataIndex: 'pzwh', width: 110 },
  { title: '库存', dataIndex: 'number_label', width: 64 },
  {
    title: '价格',
    key: 'price',
    width: 90,
    render: (_, g) => <GoodsPrice goods={g} size="sm" />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 200,
    render: (_, g) => (
      <div className={styles.actions}>
        <AddToCart goods={g} variant="compact" />
        <FavoriteButton goods={g} />
      </div>
    ),
  },
];

/** The table display: every product fact in one row. */
export function GoodsTable({ goods }: { goods: Goods[] }) {
  return (
    <Table<Goods>
      className={styles.table}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={goods}
      pagination={false}
      tableLayout="fixed"
    />
  );
}
