import type { Db } from '../../db/client.ts';
import type { Kv } from '../../platform/kv.ts';
import type { Notify } from '../messages/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './routes.ts';
import { type FeedbackService, feedbackService } from './service.ts';

/** 意见反馈 (/yjfk): buyers write, customer service replies. */
export function feedbackModule(deps: {
  db: Db;
  kv: Kv;
  audit: Audit;
  notify: Notify;
  uploadsDir: string;
}): Module<FeedbackService> {
  const service = feedbackService(deps);
  return {
    service,
    routes: feedbackRoutes(service, deps.uploadsDir),
    adminRoutes: feedbackAdminRoutes(service),
  };
}
