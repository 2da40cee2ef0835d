import type { CartLine, InvoiceType } from '@shop/contract';
import { SPECIAL_COMPOUND_RULE } from '@shop/domain';
import { Alert, Button, Input, Radio, Result, Select, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOrderCheck } from '../../api/checkout/check-order';
import { useCreateOrder } from '../../api/checkout/create-order';
import { AmountList } from '../../components/AmountList';
import { ButtonLink } from '../../components/ButtonLink';
import { CartPageHeader } from '../../components/CartPageHeader';
import { FlashMark } from '../../components/FlashMark';
import { GiftLines } from '../../components/GiftLines';
import { goodsPath } from '../../components/goods-path';
import { LineTag, LineTypeTag } from '../../components/LineTag';
import { LoadFailed } from '../../components/LoadFailed';
import { PackageGoods } from '../../components/PackageGoods';
import { PageSpinner } from '../../components/PageSpinner';
import { useCouponChange } from '../../components/use-coupon-change';
import { parseIds } from '../../lib/checkout-path';
import { COUPON_THRESHOLD_RULE, couponShortText } from '../../lib/coupon-change';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { AddressChoice } from './AddressChoice';
import styles from './OrderCheckPage.module.css';

const REMARK_MAX = 200;

const lineColumns = [
  {
    title: '商品',
    key: 'name',
    render: (_: unknown, l: CartLine) =>
      l.combination ? (
        <div>
          <Link to="/zhzq" className={styles.name}>
            【组合购】{l.combination.title}
          </Link>
          <PackageGoods goods={l.combination.goods} compact />
        </div>
      ) : (
        <div>
          <Link to={goodsPath(l.goods)} className={styles.name}>
            {l.goods.name}
          </Link>
          <div className={styles.sub}>
            {l.goods.ypgg} | {l.goods.sccj}
            {l.is_yj === 1 && ' | 原价购买'}
          </div>
        </div>
      ),
  },
  {
    title: '单价',
    key: 'price',
    width: 120,
    render: (_: unknown, l: CartLine) => (
      <>
        <FlashMark show={l.type === 1} />
        <LineTypeTag type={l.type} />
        {l.goods.is_welfare === 1 && <LineTag text="94折" title="全场94折" />}¥{l.price}
      </>
    ),
  },
  {
    title: '数量',
    key: 'number',
    width: 100,
    render: (_: unknown, l: CartLine) => `${l.number}${l.combination ? '套' : l.goods.bzdw}`,
  },
  {
    title: '小计',
    key: 'amount',
    width: 120,
    render: (_: unknown, l: CartLine) => <strong className={styles.money}>¥{l.amount}</strong>,
  },
];

/** /cart/step2?ids=...: address, coupon, invoice and remark, then 提交订单. */
export function OrderCheckPage() {
  const [params] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [voucherId, setVoucherId] = useState(0);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(0);
  const [remark, setRemark] = useState('');
  // One key per visit of this page: a second click or a retried request finds the same order.
  const [orderKey] = useState(newIdempotencyKey);
  const check = useOrderCheck({
    ids,
    address_id: addressId,
    coupon_id: couponId,
    voucher_id: voucherId,
  });
  const create = useCreateOrder();
  const data = check.data;
  // The coupon in effect is the server's: the buyer's choice while it is usable, else none.
  const couponChanged = useCouponChange(data?.summary.coupon_id, data?.coupons, couponId);

  if (ids.length === 0) {
    return (
      <Result
        status="info"
        title="请先在购物车中选择要结算的商品"
        extra={
          <ButtonLink type="primary" to="/cart">
            返回购物车
          </ButtonLink>
        }
      />
    );
  }
  if (check.isPending) return <PageSpinner padding={80} />;
  if (!data) {
    return (
      <LoadFailed
        what="订单信息"
        query={check}
        extra={<ButtonLink to="/cart">返回购物车</ButtonLink>}
      />
    );
  }

  const summary = data.summary;
  // 含特殊药品复方制剂 ship only to the company's registered address: it is chosen first.
  const special = data.lines.some((l) => l.goods.is_special_compound === 1);
  const registered = data.addresses.find((a) => a.is_registered === 1);
  const chosenAddress =
    addressId ??
    (special ? registered?.id : undefined) ??
    data.addresses.find((a) => a.is_default === 1)?.id ??
    data.addresses[0]?.id;
  // While a new choice is being priced the old answer stays on screen; the select shows the choice.
  const chosenCoupon = check.isPlaceholderData
    ? (couponId ?? summary.coupon_id)
    : summary.coupon_id;

  const onSubmit = () => {
    if (!chosenAddress) return;
    create.mutate(
      {
        ids,
        address_id: chosenAddress,
        coupon_id: chosenCoupon,
        voucher_id: summary.voucher_id,
        invoice_type: invoiceType,
        remark: remark.trim(),
        key: orderKey,
      },
      { onSuccess: (order) => navigate(`/cart/step3/${order.id}`, { replace: true }) },
    );
  };

  return (
    <div className={styles.page}>
      <CartPageHeader step={2} title="确认订单" />

      <section className={styles.section} aria-label="收货地址">
        <h2>收货地址</h2>
        {special && (
          <Alert
            className={styles.alert}
            type={registered ? 'info' : 'warning'}
            showIcon
            title={
              registered
                ? `${SPECIAL_COMPOUND_RULE}：只能发往贵店的注册地址（已标注“注册地址”）`
                : `${SPECIAL_COMPOUND_RULE}：只能发往贵店的注册地址，请新增与企业注册地址一致的收货地址`
            }
          />
        )}
        <AddressChoice addresses={data.addresses} value={chosenAddress} onChange={setAddressId} />
      </section>

      <section className={styles.section} aria-label="商品清单">
        <h2>
          商品清单 <Link to="/cart">返回购物车修改</Link>
        </h2>
        <Table<CartLine>
          rowKey="id"
          size="small"
          columns={lineColumns}
          dataSource={data.lines}
          pagination={false}
        />
        <GiftLines manjians={data.manjians} />
      </section>

      <div className={styles.columns}>
        <section className={styles.section} aria-label="优惠与发票">
          <h2>优惠券</h2>
          <Select<number>
            className={styles.coupon}
            value={chosenCoupon}
            onChange={setCouponId}
            options={[
              { value: 0, label: '不使用优惠券' },
              ...data.coupons.map((c) => ({
                value: c.id,
                disabled: c.usable !== 1,
                // What is missing first: a long label is cut at the select's width.
                label: `${c.usable === 1 ? '' : `【${couponShortText(c)}】`}${c.name}：满 ${c.min_amount} 减 ${c.amount}（${c.scope_text}）`,
              })),
            ]}
          />
          <p className={styles.rule}>{COUPON_THRESHOLD_RULE}</p>
          {couponChanged && (
            <Alert className={styles.alert} type="info" showIcon title={couponChanged} />
          )}
          {data.vouchers.length > 0 && (
            <>
              <h2>现金券</h2>
              <Select<number>
                className={styles.coupon}
                value={summary.voucher_id}
                onChange={setVoucherId}
                options={[
                  { value: 0, label: '不使用现金券' },
                  ...data.vouchers.map((v) => ({
                    value: v.id,
                    disabled: v.usable !== 1,
                    label: `${v.name}：抵扣 ${v.amount} 元（无门槛，不找零）`,
                  })),
                ]}
              />
            </>
          )}
          <h2>发票</h2>
          <Radio.Group
            value={invoiceType}
            onChange={(e) => setInvoiceType(e.target.value as InvoiceType)}
            options={data.invoice_types.map((t) => ({ value: t.id, label: t.name }))}
          />
          <h2>订单备注</h2>
          <Input.TextArea
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            maxLength={REMARK_MAX}
            showCount
            rows={3}
            placeholder="选填，可告诉我们您的特殊要求"
          />
        </section>

        <section className={`${styles.section} ${styles.amounts}`} aria-label="订单金额">
          <AmountList
            className={styles.amountList}
            amounts={summary}
            layout="column"
            goodsLabel={`商品金额（${summary.selected_count} 种 ${summary.selected_number} 件）`}
          />
          {!chosenAddress && (
            <Alert type="warning" showIcon title="请先新增一个收货地址" className={styles.alert} />
          )}
          <Button
            type="primary"
            size="large"
            block
            disabled={!chosenAddress || check.isFetching}
            loading={create.isPending}
            onClick={onSubmit}
          >
            提交订单
          </Button>
        </section>
      </div>
    </div>
  );
}
