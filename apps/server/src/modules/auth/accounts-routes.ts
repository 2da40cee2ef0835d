import {
  child,
  childCreateBody,
  childList,
  childParams,
  childUpdateBody,
  companyLoginList,
  companyUserList,
  continueStore,
  envelope,
  id,
  storeList,
  storeParams,
  switchStoreBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { loginRequired } from '../../http/errors.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { staffMay } from '../../http/staff-session.ts';
import type { AccountsService } from './accounts.ts';

/** /child sub-accounts and /ddgl stores. */
export function accountsRoutes(accounts: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const tokenOf = (req: { token: string | null }) => {
      if (!req.token) throw loginRequired();
      return req.token;
    };

    app.get(
      '/api/user/child',
      { ...auth, schema: { response: { 200: envelope(childList) } } },
      async (req) => ok(await accounts.children(requireBuyer(req))),
    );
    app.post(
      '/api/user/child',
      { ...auth, schema: { body: childCreateBody, response: { 200: envelope(child) } } },
      async (req) => ok(await accounts.createChild(requireBuyer(req), req.body), '子账号已创建'),
    );
    app.put(
      '/api/user/child/:id',
      {
        ...auth,
        schema: { params: childParams, body: childUpdateBody, response: { 200: envelope(child) } },
      },
      async (req) =>
        ok(await accounts.updateChild(requireBuyer(req), req.params.id, req.body), '已保存'),
    );
    app.delete(
      '/api/user/child/:id',
      { ...auth, schema: { params: childParams, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await accounts.deleteChild(requireBuyer(req), req.params.id);
        return ok(null, '子账号已删除');
      },
    );

    app.get(
      '/api/user/company-users',
      { ...auth, schema: { response: { 200: envelope(companyUserList) } } },
      async (req) => ok(await accounts.colleagues(requireBuyer(req))),
    );

    app.get(
      '/api/user/stores',
      { ...auth, schema: { response: { 200: envelope(storeList) } } },
      async (req) => ok(await accounts.stores(requireBuyer(req))),
    );
    app.put(
      '/api/user/stores/current',
      { ...auth, schema: { body: switchStoreBody, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await accounts.switchStore(requireBuyer(req), tokenOf(req), req.body.company_id);
        return ok(null, '已切换门店');
      },
    );
    app.post(
      '/api/user/stores/:company_id/continue',
      { ...auth, schema: { params: storeParams, response: { 200: envelope(continueStore) } } },
      async (req) =>
        ok(
          await accounts.continueDraft(requireBuyer(req), tokenOf(req), req.params.company_id),
          '请继续完善门店资料',
        ),
    );
    app.delete(
      '/api/user/stores/:company_id',
      { ...auth, schema: { params: storeParams, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await accounts.discardDraft(requireBuyer(req), req.params.company_id);
        return ok(null, '门店已删除');
      },
    );
    app.post(
      '/api/user/stores',
      {
        ...auth,
        schema: { response: { 200: envelope(z.object({ company_id: z.number().int() })) } },
      },
      async (req) =>
        ok(await accounts.addStore(requireBuyer(req), tokenOf(req)), '请填写新门店的企业信息'),
    );
  };
}

/** The console's buyer drawer: the company's logins, read-only. */
export function accountsAdminRoutes(accounts: AccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/companies/:id/logins',
      {
        preValidation: staffMay('buyers.read'),
        schema: { params: z.strictObject({ id }), response: { 200: envelope(companyLoginList) } },
      },
      async (req) => ok(await accounts.loginsOf(req.params.id)),
    );
  };
}
