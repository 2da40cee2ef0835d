import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { StickySearch } from './StickySearch';
import { TopBanner } from './TopBanner';

// Not part of the first screen's layout (fixed to the window's edge): its code
// (popovers, the chat) loads after the page's own.
const RightBar = lazy(() => import('./RightBar').then((m) => ({ default: m.RightBar })));

// The lottery pop-up watches the route itself (spec section 4: the clinic zone).
const LotteryPopup = lazy(() =>
  import('../features/wheel/LotteryPopup').then((m) => ({ default: m.LotteryPopup })),
);

/** Header, footer and right bar around most pages (spec section 2). */
export function MainLayout() {
  return (
    <>
      <TopBanner />
      <Header />
      <StickySearch />
      {/* A page loading holds at least the window's height, so the footer starts below
          the fold and does not jump when the page's content arrives (layout shift). */}
      <main className="container" style={{ minHeight: '100vh' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <RightBar />
        <LotteryPopup />
      </Suspense>
    </>
  );
}
