import { ProLayout } from '@ant-design/pro-components';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { isApiError } from '../api/api-error';
import { useMe } from '../api/auth';
import { ErrorResult } from '../components/ErrorResult';
import { FullPageSpin } from '../components/FullPageSpin';
import { HeaderActions } from './HeaderActions';
import { menuFor } from './menu';

// Unknown paths inside the console; from this chunk, which the router loads anyway.
export { NotFound } from '../components/ErrorResult';

const LOGO = `${import.meta.env.BASE_URL}favicon.svg`;

/** The logged-in frame: header, the menu the staff member's role allows, the page. */
export function AdminLayout() {
  const me = useMe();
  const location = useLocation();
  const navigation = useNavigation();

  // A 401 is on its way to the login page (lib/error-handler.ts).
  if (me.isPending || (isApiError(me.error) && me.error.kind === 'auth')) return <FullPageSpin />;
  if (me.isError) return <ErrorResult error={me.error} onRetry={() => me.refetch()} />;
  const staff = me.data;

  return (
    <ProLayout
      title="药采运营后台"
      logo={LOGO}
      layout="mix"
      splitMenus={false}
      fixSiderbar
      fixedHeader
      route={{ path: '/', children: menuFor(staff) }}
      location={{ pathname: location.pathname }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      actionsRender={() => [<HeaderActions key="staff" staff={staff} />]}
      loading={navigation.state === 'loading'}
      footerRender={false}
    >
      <Outlet />
    </ProLayout>
  );
}
