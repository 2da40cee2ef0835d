import { PlusOutlined } from '@ant-design/icons';
import type { Store } from '@shop/contract';
import { Button, Table, type TableColumnsType, Tag } from 'antd';
import { useUserInfo } from '../../api/account/get-user-info';
import { useStores } from '../../api/account/stores';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { useStoreSwitch } from '../../components/use-store-switch';
import styles from './AccountPages.module.css';

const REVIEW_COLOR: Record<Store['review'], string> = {
  draft: 'default',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** /ddgl (alias /zhzx_ddgl): the stores this login holds, the current one, and switching. */
export function StoresPage() {
  const stores = useStores();
  const { user } = useUserInfo();
  const switcher = useStoreSwitch();

  if (stores.isPending) return <PageSpinner padding={80} />;
  if (!stores.data) return <LoadFailed what="门店" query={stores} />;

  const columns: TableColumnsType<Store> = [
    {
      title: '门店（企业）',
      dataIndex: 'name',
      render: (name: string, s) => (
        <>
          {name}
          {s.current === 1 && (
            <Tag color="red" className={styles.tag}>
              当前门店
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '资质状态',
      dataIndex: 'review_text',
      width: 120,
      render: (t: string, s) => <Tag color={REVIEW_COLOR[s.review]}>{t}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, s) =>
        s.current === 1 ? (
          s.review === 'draft' || s.review === 'rejected' ? (
            <ButtonLink type="link" size="small" to="/register/dd/step2">
              完善资料
            </ButtonLink>
          ) : (
            <span className={styles.muted}>正在使用</span>
          )
        ) : (
          <Button
            type="link"
            size="small"
            disabled={switcher.pending}
            onClick={() => switcher.to(s, '/ddgl')}
          >
            切换到此门店
          </Button>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          门店管理
          <span className={styles.count}>共 {stores.data.length} 个门店</span>
        </h1>
        {user?.is_main === 1 && (
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden="true" />} to="/register_dd">
            添加门店
          </ButtonLink>
        )}
      </div>
      <p className={styles.hint}>
        每个门店是独立的企业：资质、收货地址、购物车、订单和余额各自独立。切换门店后，页面上的这些内容都会换成该门店的。
      </p>
      <Table<Store>
        rowKey="company_id"
        columns={columns}
        dataSource={stores.data}
        pagination={false}
      />
    </div>
  );
}
