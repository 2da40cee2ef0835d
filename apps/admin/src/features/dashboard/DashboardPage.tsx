import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Descriptions, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMe } from '../../api/auth';
import { useDashboard } from '../../api/reports';
import { DashboardFigures } from './DashboardFigures';

function greeting(): string {
  const hour = dayjs().hour();
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** 工作台: who is logged in, and the figures their role may see, each opening its queue. */
export function DashboardPage() {
  const { data: staff } = useMe();
  const figures = useDashboard();
  if (!staff) return null;

  return (
    <PageContainer title="工作台">
      <ProCard style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {greeting()}，{staff.name}
        </Typography.Title>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          size="small"
          items={[
            { key: 'username', label: '用户名', children: staff.username },
            { key: 'role', label: '角色', children: <Tag color="blue">{staff.role_name}</Tag> },
            {
              key: 'today',
              label: '今天',
              // The day the figures are of: the shop's (Beijing) day, whatever the browser's zone.
              children: figures.data ? dayjs(figures.data.today).format('YYYY年M月D日 dddd') : '',
            },
          ]}
        />
      </ProCard>
      {figures.data ? (
        <DashboardFigures data={figures.data} />
      ) : (
        <ProCard>
          <Skeleton active loading={figures.isPending} />
        </ProCard>
      )}
    </PageContainer>
  );
}
