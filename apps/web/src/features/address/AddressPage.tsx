import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@shop/contract';
import { App, Button, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useDeleteAddress } from '../../api/address/delete-address';
import { MAX_ADDRESSES, useAddresses } from '../../api/address/get-addresses';
import { useSetDefaultAddress } from '../../api/address/set-default-address';
import { AddressFormModal } from '../../components/AddressFormModal';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './AddressPage.module.css';

/** /addr (alias /zhzx_shdz): the company's delivery addresses. */
export function AddressPage() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const { message, modal } = App.useApp();
  // undefined: closed; null: adding; an address: editing it.
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const list = addresses.data ?? [];

  const onDelete = (a: Address) =>
    modal.confirm({
      title: '提示',
      content: `确认删除收货地址“${a.name} ${a.region}${a.detail}”吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(a.id).then(
          () => message.success('已删除'),
          () => undefined,
        ),
    });

  const columns: TableColumnsType<Address> = [
    { title: '收货人', dataIndex: 'name', width: 110 },
    { title: '联系电话', dataIndex: 'phone', width: 140 },
    { title: '所在地区', dataIndex: 'region', width: 160 },
    { title: '详细地址', dataIndex: 'detail' },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(a)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => onDelete(a)}>
            删除
          </Button>
          {a.is_default === 1 ? (
            <Tag color="green">默认地址</Tag>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() =>
                setDefault.mutate(a.id, { onSuccess: () => message.success('已设为默认地址') })
              }
            >
              设为默认
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>
          收货地址
          <span className={styles.count}>
            已保存 {list.length} 个，最多 {MAX_ADDRESSES} 个
          </span>
        </h1>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={list.length >= MAX_ADDRESSES}
          onClick={() => setEditing(null)}
        >
          新增收货地址
        </Button>
      </div>
      {addresses.isPending ? (
        <PageSpinner padding={60} />
      ) : !addresses.data ? (
        <LoadFailed what="收货地址" query={addresses} />
      ) : list.length === 0 ? (
        <Empty className={styles.empty} description="还没有收货地址" />
      ) : (
        <Table<Address>
          rowKey="id"
          columns={columns}
          dataSource={list}
          pagination={false}
          loading={remove.isPending || setDefault.isPending}
        />
      )}
      <AddressFormModal
        open={editing !== undefined}
        address={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => message.success('地址已保存')}
      />
    </div>
  );
}
