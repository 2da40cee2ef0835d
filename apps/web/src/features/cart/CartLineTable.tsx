import type { CartLine, CartState } from '@shop/contract';
import { App, Button, Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { useDeleteCartLines } from '../../api/cart/delete-cart-lines';
import { useSelectCartLines } from '../../api/cart/select-cart-lines';
import { confirmCartDelete } from '../../components/confirm-cart-delete';
import { DrugMarks } from '../../components/DrugMarks';
import { FlashMark } from '../../components/FlashMark';
import { goodsImage, goodsPath } from '../../components/goods-path';
import { LineTag, LineTypeTag } from '../../components/LineTag';
import { PackageGoods } from '../../components/PackageGoods';
import { packageRules } from '../../components/package-rules';
import { QuantityBox } from '../../components/QuantityBox';
import { goodsQuantityRules } from '../../components/quantity-box';
import { useCartLineQuantity } from '../../components/use-cart-line-quantity';
import styles from './CartLineTable.module.css';
import { lineManjian, selectableLines } from './cart-selection';

/** The cart's lines: select, quantity, amount and delete; unbuyable lines are greyed. */
export function CartLineTable({ state, showAll }: { state: CartState; showAll: boolean }) {
  const { message, modal } = App.useApp();
  const select = useSelectCartLines();
  const remove = useDeleteCartLines();
  const setQuantity = useCartLineQuantity();
  const lines = state.data;

  const columns: TableColumnsType<CartLine> = [
    {
      title: '商品信息',
      key: 'goods',
      render: (_, line) => <LineGoods line={line} state={state} />,
    },
    {
      title: '单价',
      key: 'price',
      width: 120,
      render: (_, line) => (
        <span className={styles.price}>
          <FlashMark show={line.type === 1} />
          <LineTypeTag type={line.type} />
          {line.goods.is_welfare === 1 && <LineTag text="94折" title="全场94折" />}¥{line.price}
        </span>
      ),
    },
    {
      title: '数量',
      key: 'number',
      width: 170,
      render: (_, line) =>
        line.can_buy === 1 ? (
          <QuantityBox
            size="sm"
            rules={
              line.combination ? packageRules(line.combination) : goodsQuantityRules(line.goods)
            }
            value={line.number}
            onChange={(number) => setQuantity(line, number)}
            label={
              line.combination ? `${line.combination.title} 的套数` : `${line.goods.name} 的数量`
            }
          />
        ) : (
          <span className={styles.tip}>{line.buy_tip || '暂不可购买'}</span>
        ),
    },
    {
      title: '小计',
      key: 'amount',
      width: 120,
      render: (_, line) => <strong className={styles.amount}>¥{line.amount}</strong>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, line) => (
        <Button
          type="link"
          size="small"
          onClick={() => confirmCartDelete({ message, modal }, () => remove.mutateAsync([line]))}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <Table<CartLine>
      className={styles.table}
      rowKey="id"
      columns={columns}
      dataSource={lines}
      pagination={false}
      rowClassName={(line) => (line.can_buy === 1 ? '' : (styles.unbuyable ?? ''))}
      rowSelection={{
        selectedRowKeys: lines
          .filter((l) => l.is_selected === 1 && l.can_buy === 1)
          .map((l) => l.id),
        // Chinese names for the boxes (antd would say 'Row 3 selected' and 'Select all').
        getTitleCheckboxProps: () => ({ 'aria-label': '全选' }),
        getCheckboxProps: (line) => ({
          disabled: line.can_buy !== 1,
          name: line.goods.name,
          'aria-label': `选择 ${line.goods.name}`,
        }),
        onSelect: (line, selected) => select.mutate({ ids: [line.id], selected }),
        onSelectAll: (selected) =>
          select.mutate({
            // Under a filter tab only the lines shown are (de)selected.
            ids: showAll ? 'all' : selectableLines(lines).map((l) => l.id),
            selected,
          }),
      }}
    />
  );
}

function LineGoods({ line, state }: { line: CartLine; state: CartState }) {
  if (line.combination)
    return (
      <div className={styles.info}>
        <Tag color="volcano">组合购</Tag>
        <Link to="/zhzq" className={styles.name}>
          {line.combination.title}
        </Link>
        <p>
          单买合计 ¥{line.combination.ori_price}，每套省 ¥{line.combination.saving}
        </p>
        <PackageGoods goods={line.combination.goods} compact />
      </div>
    );
  const to = goodsPath(line.goods);
  const manjian = lineManjian(line, state);
  return (
    <div className={styles.goods}>
      {/* The picture's link is named by the goods (a link without a name is read as "link"). */}
      <Link to={to} tabIndex={-1}>
        <img
          src={goodsImage(line.goods)}
          alt={line.goods.name}
          width={72}
          height={72}
          loading="lazy"
        />
      </Link>
      <div className={styles.info}>
        <Link to={to} className={styles.name}>
          {line.goods.name}
        </Link>
        <DrugMarks goods={line.goods} inline />
        <p>
          {line.goods.ypgg} | {line.goods.sccj}
        </p>
        <p>
          效期：{line.goods.yxq || '—'} &nbsp; 中包装：{line.goods.zbz}
          {line.goods.bzdw}
        </p>
        <div className={styles.tags}>
          {manjian && <Tag color="red">满减 · {manjian.title}</Tag>}
          {line.is_yj === 1 && <Tag color="orange">原价购买</Tag>}
          {line.goods.is_youx === 1 && <Tag color="green">优选</Tag>}
          {line.goods.ck_id === 3 && <Tag color="gold">近效期</Tag>}
        </div>
      </div>
    </div>
  );
}
