import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { Footer } from './Footer';
import { LoginHeader } from './LoginHeader';

/** Login and registration: the login-style header instead of the shop header. */
export function LoginLayout() {
  return (
    <>
      <LoginHeader />
      <main style={{ minHeight: 480 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
