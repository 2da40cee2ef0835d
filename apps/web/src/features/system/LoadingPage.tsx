import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';

/**
 * /loading?path=...&query=...: a stop on the way to `path`, so a page reached from
 * itself (a category clicked on a list page) mounts afresh.
 */
export function LoadingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const path = params.get('path') ?? '/';
  const query = params.get('query') ?? '';

  useEffect(() => {
    const safePath = path.startsWith('/') && !path.startsWith('//') ? path : '/';
    navigate(query ? `${safePath}?${query}` : safePath, { replace: true });
  }, [navigate, path, query]);

  return <PageSpinner />;
}
