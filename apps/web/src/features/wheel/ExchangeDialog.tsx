import type { JfscGoods } from '@shop/contract';
import { formatYuan, parseYuan } from '@shop/domain';
import { Alert, App, Button, Empty, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { NO_ORDER_GRANT, PAY_BY_MAIN, useGrants } from '../../api/account/grants';
import { useAddresses } from '../../api/address/get-addresses';
import { useExchangePoints } from '../../api/wheel/exchange-points';
import { AddressFormModal } from '../../components/AddressFormModal';
import { isSilentLimit } from '../../components/silent-limit';
import styles from './PointsMallPage.module.css';

/** A fresh idempotency key for one exchange attempt (kept across its retries). */
const newKey = () => `jf-${crypto.randomUUID()}`;

/** The exchange dialog: quantity, delivery address, the points it takes. */
export function ExchangeDialog({
  goods,
  points,
  onClose,
  onDone,
}: {
  goods: JfscGoods;
  points: number;
  onClose: () => void;
  onDone: (orderNo: string) => void;
}) {
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const [chosen, setChosen] = useState<number | undefined>();
  const addressId = chosen ?? list.find((a) => a.is_default === 1)?.id ?? list[0]?.id;
  const [number, setNumber] = useState(1);
  const [key] = useState(newKey);
  const [adding, setAdding] = useState(false);
  const exchange = useExchangePoints();
  const { message } = App.useApp();
  const left = goods.per_buyer > 0 ? goods.per_buyer - goods.exchanged : Number.POSITIVE_INFINITY;
  const max = Math.max(1, Math.min(goods.stock, left, 999));
  const total = goods.points * number;
  const short = total > points;
  const { canOrder, canPay } = useGrants();
  // An exchange spends the company's points (order grant); a cash part is paid from the balance (pay grant).
  const blocked = !canOrder
    ? NO_ORDER_GRANT
    : goods.cash !== '0.00' && !canPay
      ? `现金部分从账户余额支付，${PAY_BY_MAIN}`
      : null;

  const submit = () => {
    if (!addressId) return;
    exchange.mutate(
      { goods_id: goods.id, number, address_id: addressId, key },
      {
        onSuccess: (r) => onDone(r.order.order_no),
        onError: (e) => {
          // 403 限购 is silent (spec section 8): the shelf refreshes and shows the limit.
          if (isSilentLimit(e)) return onClose();
          void message.error(e.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`兑换 ${goods.name}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger
          disabled={!addressId || short || !!blocked}
          loading={exchange.isPending}
          onClick={submit}
        >
          确认兑换
        </Button>,
      ]}
    >
      {blocked && <Alert type="warning" showIcon title={blocked} />}
      <div className={styles.dialogRow}>
        <span>兑换数量</span>
        <InputNumber
          min={1}
          max={max}
          precision={0}
          value={number}
          onChange={(v) => setNumber(Math.min(max, Math.max(1, Math.floor(v ?? 1))))}
        />
        {goods.per_buyer > 0 && <em>每家限兑 {goods.per_buyer} 件</em>}
      </div>
      <div className={styles.dialogRow}>
        <span>所需积分</span>
        <b className={styles.points}>{total}</b>
        <em className={short ? styles.short : undefined}>
          我的积分 {points}
          {short ? '，积分不足' : ''}
        </em>
      </div>
      {goods.cash !== '0.00' && (
        <div className={styles.dialogRow}>
          <span>现金部分</span>
          <b className={styles.points}>¥{formatYuan((parseYuan(goods.cash) ?? 0) * number)}</b>
          <em>从账户余额支付</em>
        </div>
      )}
      <div className={styles.dialogRow}>
        <span>收货地址</span>
        {list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有收货地址" />
        ) : (
          <Radio.Group value={addressId} onChange={(e) => setChosen(e.target.value)}>
            <Space direction="vertical">
              {list.map((a) => (
                <Radio key={a.id} value={a.id}>
                  {a.name} {a.phone} {a.region} {a.detail}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
      </div>
      <Button type="link" onClick={() => setAdding(true)}>
        + 新增收货地址
      </Button>
      <AddressFormModal
        open={adding}
        address={null}
        onClose={() => setAdding(false)}
        onSaved={(a) => setChosen(a.id)}
      />
    </Modal>
  );
}
