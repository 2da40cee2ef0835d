import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { StaffView } from '@shop/contract';
import { Button, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/auth';

/** The header's right side: who is logged in, as which role, and 退出登录. */
export function HeaderActions({ staff }: { staff: StaffView }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Space size="middle">
      <Space size={4}>
        <UserOutlined />
        <Typography.Text data-testid="staff-name">{staff.name}</Typography.Text>
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          {staff.role_name}
        </Tag>
      </Space>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, { onSuccess: () => navigate('/login', { replace: true }) })
        }
      >
        退出登录
      </Button>
    </Space>
  );
}
