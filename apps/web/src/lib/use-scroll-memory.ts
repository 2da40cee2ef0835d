import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const positions = new Map<string, number>();
/** Lazy pages and their data arrive after navigation: keep trying this long. */
const RESTORE_WINDOW_MS = 1500;

/**
 * Spec section 2: each route (path + query) keeps its scroll position and gets it back
 * when shown again; a route flagged noScrollTop is left where the window is.
 */
export function useScrollMemory(noScrollTop: boolean) {
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const currentKey = useRef(key);
  const restoring = useRef(false);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (restoring.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    if (noScrollTop) return;
    const target = positions.get(key) ?? 0;
    restoring.current = true;
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      window.scrollTo(0, target);
      const reached = Math.abs(window.scrollY - target) < 2;
      if (reached || performance.now() - started > RESTORE_WINDOW_MS) {
        restoring.current = false;
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [key, noScrollTop]);
}
