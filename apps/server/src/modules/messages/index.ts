import type { Db } from '../../db/client.ts';
import { messageRoutes } from './routes.ts';
import { messageService } from './service.ts';

export type { MessageService, Notice, Notify } from './service.ts';

/** The message centre (/wdxx): notices from other modules and the expiry job. */
export function messagesModule(deps: { db: Db }) {
  const service = messageService(deps.db);
  return { service, routes: messageRoutes(service) };
}
