import { App, Button, Popconfirm, Skeleton, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { isApiError } from '../../api/api-error';
import { useCompanyWechat, useUnbindWechat } from '../../api/wechat';

/** 微信绑定: each login of the buyer, its WeChat, and (buyers.write) unbinding it. */
export function WechatSection({ companyId, mayUnbind }: { companyId: number; mayUnbind: boolean }) {
  const { message } = App.useApp();
  const logins = useCompanyWechat(companyId);
  const unbind = useUnbindWechat(companyId);
  if (!logins.data) return <Skeleton active paragraph={{ rows: 1 }} />;
  const act = async (userId: number) => {
    try {
      await unbind.mutateAsync(userId);
      message.success('已解除微信绑定');
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };
  return (
    <Table
      size="small"
      rowKey="user_id"
      pagination={false}
      dataSource={logins.data}
      columns={[
        {
          title: '登录账号',
          dataIndex: 'username',
          render: (name: string, r) => (
            <>
              {name} {r.is_main ? <Tag>主账号</Tag> : <Tag>子账号</Tag>}
            </>
          ),
        },
        {
          title: '微信',
          dataIndex: 'wechat',
          render: (w: string) => (w ? <Tag color="success">{w}</Tag> : <Tag>未绑定</Tag>),
        },
        {
          title: '绑定时间',
          dataIndex: 'bound_at',
          render: (t: string | null) => (t ? dayjs(t).format('YYYY-MM-DD HH:mm') : '-'),
        },
        ...(mayUnbind
          ? [
              {
                title: '操作',
                key: 'op',
                render: (_: unknown, r: { user_id: number; wechat: string; username: string }) =>
                  r.wechat ? (
                    <Popconfirm
                      title={`解除 ${r.username} 的微信绑定？`}
                      onConfirm={() => act(r.user_id)}
                    >
                      <Button size="small" danger loading={unbind.isPending}>
                        解除绑定
                      </Button>
                    </Popconfirm>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
