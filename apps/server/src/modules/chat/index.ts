import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { type ChatSessions, chatHub } from './hub.ts';
import { chatAdminRoutes, chatRoutes } from './routes.ts';
import { type ChatCompany, type ChatService, chatService } from './service.ts';

export type { ChatSessions } from './hub.ts';
export type { ChatService } from './service.ts';

/** Customer-service chat between a buyer company and the shop's service staff. */
export function chatModule(deps: {
  db: Db;
  kv: Kv;
  bus: Bus;
  audit: Audit;
  company: ChatCompany;
  sessions: ChatSessions;
}): Module<ChatService> {
  const hub = chatHub(deps.bus);
  deps.sessions.onEnded((hash) => void hub.sessionEnded(hash));
  const service = chatService({
    db: deps.db,
    kv: deps.kv,
    hub,
    company: deps.company,
    audit: deps.audit,
  });
  return {
    service,
    routes: chatRoutes(service, hub, deps.sessions),
    adminRoutes: chatAdminRoutes(service, hub, deps.sessions),
  };
}
