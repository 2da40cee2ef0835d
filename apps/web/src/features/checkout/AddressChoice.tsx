import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@shop/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { MAX_ADDRESSES } from '../../api/address/get-addresses';
import { AddressFormModal } from '../../components/AddressFormModal';
import styles from './AddressChoice.module.css';

/** Step 2's address cards; a new address added here is chosen at once. */
export function AddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: Address[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">选择收货地址</legend>
      {addresses.map((a) => (
        <label key={a.id} className={`${styles.card} ${a.id === value ? styles.chosen : ''}`}>
          <input
            type="radio"
            name="address"
            className="visually-hidden"
            checked={a.id === value}
            onChange={() => onChange(a.id)}
          />
          <strong>
            {a.name} {a.phone}
          </strong>
          <span>
            {a.region} {a.detail}
          </span>
          {a.is_default === 1 && <em className={styles.default}>默认</em>}
          {a.is_registered === 1 && <em className={styles.registered}>注册地址</em>}
        </label>
      ))}
      {addresses.length < MAX_ADDRESSES && (
        <Button
          className={styles.add}
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          新增收货地址
        </Button>
      )}
      <AddressFormModal
        open={adding}
        address={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange(saved.id)}
      />
    </fieldset>
  );
}
