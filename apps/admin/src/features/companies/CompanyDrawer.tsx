import type { AdminCompany } from '@shop/contract';
import { drugClasses } from '@shop/domain';
import { Descriptions, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCompany } from '../../api/companies';
import { ErrorResult } from '../../components/ErrorResult';
import { useCan } from '../../lib/permissions';
import { BalanceForm } from './BalanceForm';
import { ControlledSalesSection } from './ControlledSalesSection';
import { CredentialsSection } from './CredentialsSection';
import { FreezeForm } from './FreezeForm';
import { LoginsSection } from './LoginsSection';
import { ParticularsForm } from './ParticularsForm';
import { PointsForm } from './PointsForm';
import { PointsLog } from './PointsLog';
import { ReviewActions } from './ReviewActions';
import { StandingForm } from './StandingForm';
import { reviewColor } from './status';
import { WechatSection } from './WechatSection';

const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** One buyer company: its details, accounts and every credential; review when pending. */
export function CompanyDrawer({
  id,
  onClose,
  onReviewed,
}: {
  id: number | null;
  onClose: () => void;
  onReviewed: () => void;
}) {
  const company = useCompany(id);
  const can = useCan();
  const row = company.data;
  const reviewable = row?.review === 'pending' && can('buyers.review');

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={row ? row.name : '买家详情'}
      destroyOnHidden
      extra={
        row && (
          <Space wrap>
            {reviewable && <ReviewActions company={row} onDone={onReviewed} />}
            {can('buyers.review') && <ParticularsForm company={row} />}
            {can('buyers.write') && <StandingForm company={row} />}
            {can('buyers.write') && <FreezeForm company={row} />}
            {can('balance') && <BalanceForm company={row} />}
            {can('balance') && <PointsForm company={row} />}
          </Space>
        )
      }
    >
      {company.isPending && <Skeleton active />}
      {company.isError && <ErrorResult error={company.error} onRetry={() => company.refetch()} />}
      {row && <CompanyDetail row={row} />}
      {row && (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            控销授权
          </Typography.Title>
          <ControlledSalesSection companyId={row.id} mayDecide={can('buyers.review')} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            微信绑定
          </Typography.Title>
          <WechatSection companyId={row.id} mayUnbind={can('buyers.write')} />
        </>
      )}
    </Drawer>
  );
}

function CompanyDetail({ row }: { row: AdminCompany }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'name', label: '企业名称', children: row.name, span: 2 },
          { key: 'kind', label: '企业类型', children: row.kind_name },
          { key: 'legal', label: '法定代表人', children: row.legal_person || '-' },
          {
            key: 'review',
            label: '审核状态',
            children: (
              <>
                <Tag color={reviewColor(row)}>{row.review_text}</Tag>
                {row.frozen === 1 && <Tag color="warning">已冻结</Tag>}
              </>
            ),
          },
          ...(row.review_reason
            ? [{ key: 'reason', label: '驳回原因', children: row.review_reason, span: 2 }]
            : []),
          { key: 'contact', label: '联系人', children: row.contact_name || '-' },
          { key: 'phone', label: '联系电话', children: row.contact_phone || '-' },
          { key: 'region', label: '所在地区', children: row.region || '-' },
          { key: 'rank', label: '会员等级', children: row.rank || '-' },
          { key: 'address', label: '详细地址', children: row.address || '-', span: 2 },
          {
            key: 'scope',
            label: '经营范围',
            span: 2,
            children:
              row.business_scope.length > 0
                ? row.scope_classes
                    .filter((c) => c.allowed === 1)
                    .map((c) => <Tag key={c.code}>{c.name}</Tag>)
                : '未登记（不能采购）',
          },
          {
            key: 'drug_classes',
            label: '可购药品分类',
            span: 2,
            children:
              row.drug_classes.length > 0
                ? row.drug_classes.map((c) => <Tag key={c}>{drugClasses[c]}</Tag>)
                : '不可购买药品',
          },
          { key: 'balance', label: '账户余额', children: `¥${row.balance}` },
          { key: 'points', label: '积分', children: row.points },
          { key: 'created', label: '注册时间', children: time(row.created_at), span: 2 },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        资质证照
      </Typography.Title>
      <CredentialsSection companyId={row.id} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        积分明细
      </Typography.Title>
      <PointsLog companyId={row.id} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        账号（主账号、子账号与持有本门店的登录）
      </Typography.Title>
      <LoginsSection companyId={row.id} />
    </>
  );
}
