import type { FastifyRequest } from 'fastify';
import { loginRequired, Refused } from './errors.ts';

export type Review = 'draft' | 'pending' | 'approved' | 'rejected';
export type Permission = 'order' | 'pay' | 'see_all_orders' | 'manage_accounts';

/**
 * The logged-in caller: who (the user and their role), for which company
 * (the store they act for) and what they may do there. Every buyer query is
 * filtered by `company.id`; sub-accounts and multi-store change how this is
 * resolved (auth's session lookup), not its readers.
 * Decision: docs/decisions/2026-11-23-stores-users-permissions.md.
 */
export type Buyer = {
  user: { id: number; username: string; isMain: boolean };
  /** frozen: staff froze the company; it may look but not buy or pay. */
  /** controlledSales (spec kxpz): authorised for controlled goods (控销品种). */
  /** scope: 经营范围, the goods classes it may buy (domain businessScopes keys). */
  company: {
    id: number;
    review: Review;
    isPassed: boolean;
    frozen: boolean;
    controlledSales: boolean;
    scope: readonly string[];
    /** 药品分类 the licence allows (domain drugClasses keys). */
    drugClasses: readonly string[];
    /**
     * An approved 采购委托书 in date names its purchaser (name and ID number):
     * the company may buy 含特殊药品复方制剂.
     */
    purchaserAuthorised: boolean;
  };
  can: Readonly<Record<Permission, boolean>>;
};

declare module 'fastify' {
  interface FastifyRequest {
    buyer: Buyer | null;
    token: string | null;
  }
}

/**
 * The orders a buyer may see: its company's, and only those it placed when
 * it is a sub-account without see_all_orders (the order centre, invoices,
 * trace codes and delivery papers all read orders through this).
 */
export const ownOrders = (buyer: Buyer): { companyId: number; userId?: number } =>
  buyer.can.see_all_orders
    ? { companyId: buyer.company.id }
    : { companyId: buyer.company.id, userId: buyer.user.id };

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

/**
 * Buying (and claiming what buying would use, such as coupons) needs approved
 * credentials (the 411 carries the link the web shows) and a company staff
 * have not frozen (403).
 */
export function assertMayBuy(buyer: Buyer) {
  if (buyer.company.frozen) throw new Refused({ reason: 'frozen' });
  if (!buyer.company.isPassed)
    throw new Refused({ reason: 'credentials', review: buyer.company.review });
}

/** A sub-account without every one of these grants is refused (403, `permission` names the missing one). */
export function assertCan(buyer: Buyer, ...permissions: Permission[]) {
  for (const permission of permissions)
    if (!buyer.can[permission]) throw new Refused({ reason: 'permission', permission });
}
