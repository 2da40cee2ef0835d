import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import { isApiError } from '../../api/api-error';
import { type LoginLock, loginLocksQuery, useLiftLoginLock } from '../../api/login-locks';
import { AdminTable } from '../../components/AdminTable';
import { useCan } from '../../lib/permissions';
import { pageOf } from '../../lib/table-params';

/**
 * 登录保护: buyers' logins locked for unknown browsers after five wrong
 * passwords. The buyer's own computers still log in; lifting lets every
 * browser try again at once.
 */
export function LoginLocksPage() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const can = useCan();
  const lift = useLiftLoginLock();
  const table = useRef<ActionType>(null);

  const onLift = async (lock: LoginLock) => {
    try {
      await lift.mutateAsync(lock.user_id);
      message.success(`已解除 ${lock.username} 的登录限制`);
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
    table.current?.reload();
  };

  const columns: ProColumns<LoginLock>[] = [
    { title: '登录账号', dataIndex: 'username', width: 120 },
    {
      title: '买家',
      dataIndex: 'company_name',
      ellipsis: true,
      render: (_, l) => l.company_name || `#${l.company_id}`,
    },
    { title: '密码错误次数', dataIndex: 'fails', width: 110 },
    { title: '锁定后被拒次数', dataIndex: 'refused', width: 120 },
    { title: '锁定时间', dataIndex: 'since', valueType: 'dateTime', width: 160 },
    { title: '解除时间', dataIndex: 'until', valueType: 'dateTime', width: 160 },
    {
      title: '操作',
      valueType: 'option',
      width: 100,
      render: (_, l) =>
        can('buyers.write')
          ? [
              <Popconfirm
                key="lift"
                title={`解除 ${l.username} 的登录限制？`}
                description="解除后任何设备都可以再次尝试登录该账号。"
                okText="解除"
                cancelText="取消"
                onConfirm={() => onLift(l)}
              >
                <Button type="link" size="small">
                  解除限制
                </Button>
              </Popconfirm>,
            ]
          : [],
    },
  ];

  return (
    <PageContainer>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="连续 5 次密码错误的账号，未登录过该账号的设备暂停登录 15 分钟；已登录过的设备不受影响，买家会收到站内信和短信。"
      />
      <AdminTable<LoginLock>
        rowKey="user_id"
        headerTitle="登录保护"
        actionRef={table}
        search={false}
        columns={columns}
        fetchPage={(params) => queryClient.fetchQuery(loginLocksQuery(pageOf(params)))}
      />
    </PageContainer>
  );
}
