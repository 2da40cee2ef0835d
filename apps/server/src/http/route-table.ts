import type { StaffPermission } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { type UploadRule, uploadRuleOf } from './multipart.ts';
import { declaredNeeds } from './staff-session.ts';

export type RouteEntry = {
  method: string;
  url: string;
  /** What a staff route demands (null: any staff session, or none). */
  needs: StaffPermission[] | null;
  /** The rule an upload route reads its multipart body by. */
  upload: UploadRule | null;
  /** Whether the route declares its answer (the contract's response schema). */
  response: boolean;
};

/**
 * Every route as it is registered (HEAD aside): what the tests that walk the
 * whole shop (permissions, bad input, broken uploads) go through, so a new
 * route is walked without anyone listing it. Call before any route exists.
 */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      if (method !== 'HEAD')
        table.push({
          method,
          url: r.url,
          needs: declaredNeeds(r.preValidation) ?? declaredNeeds(r.preHandler),
          upload: uploadRuleOf(r.config),
          response: r.schema?.response !== undefined,
        });
  });
  return table;
}
