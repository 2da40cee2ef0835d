import type { StaffPermission } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { declaredNeeds } from './staff-session.ts';

export type StaffRoute = {
  method: string;
  url: string;
  needs: StaffPermission[] | null;
  /** Whether the route declares its answer (the contract's response schema). */
  response: boolean;
};

/** Every staff route and what it demands, filled as routes register (for the permission matrix test). */
export function staffRouteTable(app: FastifyInstance): StaffRoute[] {
  const table: StaffRoute[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/admin-api/')) return;
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        table.push({
          method,
          url: r.url,
          needs: declaredNeeds(r.preValidation) ?? declaredNeeds(r.preHandler),
          response: r.schema?.response !== undefined,
        });
  });
  return table;
}
