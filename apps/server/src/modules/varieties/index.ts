import type { Db } from '../../db/client.ts';
import type { Notify } from '../messages/index.ts';
import type { Module } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { varietyAdminRoutes, varietyRoutes } from './routes.ts';
import { type VarietyService, varietyService } from './service.ts';

/** 品种求购 (/pzqg): buyers ask for goods the shop lacks; operators answer. */
export function varietiesModule(deps: {
  db: Db;
  audit: Audit;
  notify: Notify;
}): Module<VarietyService> {
  const service = varietyService(deps);
  return { service, routes: varietyRoutes(service), adminRoutes: varietyAdminRoutes(service) };
}
