import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type AdminDrawRecord, drawRecordsQuery } from '../../api/wheel';
import { AdminTable } from '../../components/AdminTable';
import { numberOf, pageOf, textOf } from '../../lib/table-params';

const TYPES = {
  0: { text: '谢谢参与' },
  1: { text: '积分' },
  2: { text: '优惠券' },
  3: { text: '现金券' },
  4: { text: '实物' },
};

/** Every draw: who, which wheel, what it won and what it cost. */
export function DrawRecordsPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const activityId = numberOf(params.get('activity_id'));
  const columns: ProColumns<AdminDrawRecord>[] = [
    {
      title: '买家',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '买家名称' },
    },
    { title: '时间', dataIndex: 'created_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '活动', dataIndex: 'activity_name', search: false, width: 160 },
    { title: '买家', dataIndex: 'company_name', search: false, width: 200 },
    { title: '奖品', dataIndex: 'prize_name', search: false, width: 140 },
    { title: '类型', dataIndex: 'type', valueEnum: TYPES, search: false, width: 90 },
    {
      title: '消耗',
      key: 'cost',
      search: false,
      width: 100,
      render: (_, r) => (r.points_spent > 0 ? `${r.points_spent}积分` : '抽奖机会'),
    },
    { title: '说明', dataIndex: 'remark', search: false, ellipsis: true },
  ];
  return (
    <PageContainer>
      <AdminTable<AdminDrawRecord>
        headerTitle={activityId ? `抽奖记录 · 活动 ${activityId}` : '抽奖记录'}
        columns={columns}
        fetchPage={(p) =>
          queryClient.fetchQuery(
            drawRecordsQuery({
              ...pageOf(p),
              ...(activityId ? { activity_id: activityId } : {}),
              ...(textOf(p.keywords) ? { keywords: textOf(p.keywords) } : {}),
            }),
          )
        }
      />
    </PageContainer>
  );
}
