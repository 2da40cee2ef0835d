import { adminCompaniesQuery, id, reviewBody } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { CompanyAdminService } from './admin-service.ts';

const params = z.strictObject({ id });

/** Buyers in the console: the list, one company, and the credential review. */
export function companyAdminRoutes(companies: CompanyAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/companies',
      { preValidation: staffMay('buyers.read'), schema: { querystring: adminCompaniesQuery } },
      async (req) => {
        const q = req.query;
        return ok(
          await companies.page({ status: q.status, keywords: q.keywords }, q.page, q.page_size),
        );
      },
    );

    app.get(
      '/admin-api/companies/:id',
      { preValidation: staffMay('buyers.read'), schema: { params } },
      async (req) => ok(await companies.one(req.params.id)),
    );

    app.post(
      '/admin-api/companies/:id/review',
      { preValidation: staffMay('buyers.review'), schema: { params, body: reviewBody } },
      async (req) => {
        const b = req.body;
        const company = await companies.review(actorOf(req), req.params.id, b.result, b.reason);
        return ok(company, b.result === 'approve' ? '已审核通过' : '已驳回');
      },
    );
  };
}
