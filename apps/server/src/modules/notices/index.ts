import { countingJob, type Module } from '../module.ts';
import { noticesAdminRoutes } from './admin-routes.ts';
import { noticesRoutes } from './routes.ts';
import { type NoticesService, noticesService } from './service.ts';

export type { NoticesService } from './service.ts';

/**
 * 到货通知 and 降价通知: sent as goods change (every process hears the
 * change; a conditional claim makes one of them send), and by a periodic
 * sweep for a change heard by no process (one that crashed, or a write that
 * announced nothing).
 */
export function noticesModule(
  deps: Parameters<typeof noticesService>[0] & { warn: (e: unknown) => void },
): Module<NoticesService> {
  const service = noticesService(deps);
  service.listen(deps.warn);
  return {
    service,
    routes: noticesRoutes(service),
    adminRoutes: noticesAdminRoutes(service),
    jobs: [
      countingJob(
        'notices.arrival-and-price',
        10 * 60_000,
        () => service.check(),
        (n) => `sent ${n} arrival / price-drop notice(s)`,
      ),
    ],
  };
}
