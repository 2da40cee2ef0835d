import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Buyer, readToken } from './session.ts';
import { readStaffToken, type Staff } from './staff-session.ts';

/** Longer tokens are no token of ours: not looked up at all. */
const MAX_TOKEN = 200;

/**
 * Resolves the caller before any route runs: a buyer on /api/, a staff
 * member on /admin-api/. Staff sessions live apart from buyers': a buyer's
 * token is no staff token (and the reverse), since each is looked up only
 * in its own table.
 */
export function resolveSessions(
  app: FastifyInstance,
  resolve: {
    buyer: (token: string) => Promise<Buyer | null>;
    staff: (token: string) => Promise<Staff | null>;
  },
) {
  const onPath = (
    prefix: string,
    read: (req: FastifyRequest) => string | null,
    take: (req: FastifyRequest, token: string) => Promise<void>,
  ) =>
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith(prefix)) return;
      const token = read(req);
      if (token && token.length <= MAX_TOKEN) await take(req, token);
    });

  app.decorateRequest('buyer', null);
  app.decorateRequest('token', null);
  onPath('/api/', readToken, async (req, token) => {
    req.token = token;
    req.buyer = await resolve.buyer(token);
  });
  app.decorateRequest('staff', null);
  app.decorateRequest('staffToken', null);
  onPath('/admin-api/', readStaffToken, async (req, token) => {
    req.staffToken = token;
    req.staff = await resolve.staff(token);
  });
}
