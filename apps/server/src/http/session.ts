import type { FastifyRequest } from 'fastify';
import { loginRequired } from './errors.ts';

/** The logged-in caller, resolved from the session token on every API request. */
export type Buyer = {
  userId: number;
  companyId: number;
  username: string;
  /** Credentials approved: may see prices and buy. */
  isPassed: boolean;
  review: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    buyer: Buyer | null;
    token: string | null;
  }
}

export const SESSION_COOKIE = 'token';

/** The token from the cookie, or from `Authorization: Bearer`. */
export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return req.cookies[SESSION_COOKIE] || null;
}

export function requireBuyer(req: FastifyRequest): Buyer {
  if (!req.buyer) throw loginRequired();
  return req.buyer;
}

/** Route hook: refuse visitors before the body is even validated. */
export async function mustLogin(req: FastifyRequest) {
  requireBuyer(req);
}
