import { App, Button, Descriptions, Input, Popconfirm, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useControlledSales, useDecideControlledSales } from '../../api/controlled-sales';

const COLORS = { pending: 'processing', approved: 'success', declined: 'error' } as const;

/**
 * 控销授权: whether the buyer may buy controlled goods, its latest request,
 * and (for reviewers) grant or withdraw with a note the buyer sees.
 */
export function ControlledSalesSection({
  companyId,
  mayDecide,
}: {
  companyId: number;
  mayDecide: boolean;
}) {
  const { message } = App.useApp();
  const status = useControlledSales(companyId);
  const decide = useDecideControlledSales(companyId);
  const [note, setNote] = useState('');
  if (!status.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const { authorized, application } = status.data;
  const act = async (to: 0 | 1) => {
    try {
      await decide.mutateAsync({ authorized: to, note: note.trim() });
      message.success(to ? '已授权' : '已取消授权');
      setNote('');
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          {
            key: 'state',
            label: '控销授权',
            children: authorized ? <Tag color="success">已授权</Tag> : <Tag>未授权</Tag>,
          },
          {
            key: 'app',
            label: '最近申请',
            children: application ? (
              <>
                <Tag color={COLORS[application.status]}>{application.status_text}</Tag>
                {dayjs(application.created_at).format('YYYY-MM-DD HH:mm')}
              </>
            ) : (
              '-'
            ),
          },
          ...(application
            ? [
                { key: 'reason', label: '申请说明', children: application.reason, span: 2 },
                ...(application.note
                  ? [{ key: 'note', label: '处理说明', children: application.note, span: 2 }]
                  : []),
              ]
            : []),
        ]}
      />
      {mayDecide && (
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input
            aria-label="处理说明"
            placeholder="处理说明（买家可见，可不填）"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {authorized ? (
            <Popconfirm title="取消该买家的控销授权？" onConfirm={() => act(0)}>
              <Button danger loading={decide.isPending}>
                取消授权
              </Button>
            </Popconfirm>
          ) : (
            <>
              <Button type="primary" loading={decide.isPending} onClick={() => act(1)}>
                授权
              </Button>
              {application?.status === 'pending' && (
                <Button loading={decide.isPending} onClick={() => act(0)}>
                  驳回申请
                </Button>
              )}
            </>
          )}
        </Space.Compact>
      )}
    </>
  );
}
