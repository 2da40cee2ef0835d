import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useStores } from '../api/account/stores';
import { useStoreSwitch } from '../components/use-store-switch';

/**
 * The top bar's store switcher (multi-store): the login's stores, the current
 * one ticked; picking another moves the session to it and reloads the page.
 */
export function StoreSwitcher({ className, isMain }: { className?: string; isMain: boolean }) {
  const stores = useStores();
  const switcher = useStoreSwitch();
  const navigate = useNavigate();
  const list = stores.data ?? [];
  // A single store and nothing to add (a sub-account): nothing to switch.
  if (list.length < 2 && !isMain) return null;

  const items: MenuProps['items'] = [
    ...list.map((s) => ({
      key: `store-${s.company_id}`,
      label: `${s.name}${s.review === 'approved' ? '' : `（${s.review_text}）`}`,
      icon: s.current === 1 ? <CheckOutlined aria-label="当前门店" /> : <span />,
      disabled: switcher.pending,
    })),
    { type: 'divider' as const },
    { key: 'manage', label: '门店管理' },
    ...(isMain ? [{ key: 'add', label: '添加门店' }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'manage') return navigate('/ddgl');
    if (key === 'add') return navigate('/register_dd');
    const s = list.find((x) => `store-${x.company_id}` === key);
    if (s && s.current !== 1) switcher.to(s);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click', 'hover']}>
      <button type="button" className={className} aria-label="切换门店">
        切换门店 <DownOutlined style={{ fontSize: 10 }} aria-hidden="true" />
      </button>
    </Dropdown>
  );
}
