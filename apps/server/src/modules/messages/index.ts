import type { Db } from '../../db/client.ts';
import { countingJob, type Module } from '../module.ts';
import { messageRoutes } from './routes.ts';
import { type MessageService, messageService } from './service.ts';

export type { MessageService, Notice, Notify } from './service.ts';

/** The message centre (/wdxx): notices from other modules and the hourly expiry notices. */
export function messagesModule(deps: { db: Db }): Module<MessageService> {
  const service = messageService(deps.db);
  return {
    service,
    routes: messageRoutes(service),
    jobs: [
      // Idempotent (one notice per licence or coupon and threshold): a repeated run sends nothing.
      countingJob(
        'messages.expiry-notices',
        3_600_000,
        () => service.sweepExpiring(),
        (n) => `sent ${n} expiry notice(s)`,
      ),
    ],
  };
}
