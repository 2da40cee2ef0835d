import type { ServiceContactOption } from '@shop/contract';
import {
  adminCompaniesQuery,
  adminCompany,
  adminCompanyPage,
  balanceBody,
  companyUpdateBody,
  envelope,
  freezeBody,
  id,
  particularsBody,
  pointsBody,
  pointsLogAdminQuery,
  pointsLogPage,
  rankOption,
  reviewBody,
  serviceContactOption,
  unfreezeBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { PointsService } from '../points/index.ts';
import type { CompanyAdminActions } from './admin-actions.ts';
import type { CompanyAdminService } from './admin-service.ts';

const params = z.strictObject({ id });
const company = { 200: envelope(adminCompany) };

/** Buyers in the console: the list, one company, the review, standing, particulars, freezing, balance, points. */
export function companyAdminRoutes(
  companies: CompanyAdminService,
  actions: CompanyAdminActions,
  pointsLog: PointsService['staffLog'],
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/ranks',
      {
        preValidation: staffMay('buyers.read'),
        schema: { response: { 200: envelope(z.array(rankOption)) } },
      },
      async () => ok((await actions.options()).ranks.map((r) => ({ id: r.id, name: r.name }))),
    );

    app.get(
      '/admin-api/service-contacts',
      {
        preValidation: staffMay('buyers.read'),
        schema: { response: { 200: envelope(z.array(serviceContactOption)) } },
      },
      async () =>
        ok(
          (await actions.options()).contacts.map(
            (c): ServiceContactOption => ({
              id: c.id,
              name: c.name,
              phone: c.phone,
              is_default: c.isDefault ? 1 : 0,
            }),
          ),
        ),
    );

    app.put(
      '/admin-api/companies/:id',
      {
        preValidation: staffMay('buyers.write'),
        schema: { params, body: companyUpdateBody, response: company },
      },
      async (req) => {
        const b = req.body;
        await actions.setStanding(actorOf(req), req.params.id, {
          rankId: b.rank_id,
          serviceContactId: b.service_contact_id,
        });
        return ok(await companies.one(req.params.id), '已保存');
      },
    );

    app.put(
      '/admin-api/companies/:id/particulars',
      {
        preValidation: staffMay('buyers.review'),
        schema: { params, body: particularsBody, response: company },
      },
      async (req) => {
        const b = req.body;
        await actions.setParticulars(actorOf(req), req.params.id, {
          name: b.name,
          legalPerson: b.legal_person,
          region: b.region,
          address: b.address,
          businessScope: b.business_scope,
          drugClasses: b.drug_classes,
        });
        return ok(await companies.one(req.params.id), '已保存');
      },
    );

    app.post(
      '/admin-api/companies/:id/freeze',
      {
        preValidation: staffMay('buyers.write'),
        schema: { params, body: freezeBody, response: company },
      },
      async (req) => {
        await actions.setFrozen(actorOf(req), req.params.id, true, req.body.reason);
        return ok(await companies.one(req.params.id), '已冻结');
      },
    );

    app.post(
      '/admin-api/companies/:id/unfreeze',
      {
        preValidation: staffMay('buyers.write'),
        schema: { params, body: unfreezeBody, response: company },
      },
      async (req) => {
        await actions.setFrozen(actorOf(req), req.params.id, false, req.body.reason);
        return ok(await companies.one(req.params.id), '已解冻');
      },
    );

    app.post(
      '/admin-api/companies/:id/balance',
      {
        preValidation: staffMay('balance'),
        schema: { params, body: balanceBody, response: company },
      },
      async (req) => {
        await actions.adjustBalance(actorOf(req), req.params.id, req.body);
        return ok(await companies.one(req.params.id), '余额已调整');
      },
    );

    app.post(
      '/admin-api/companies/:id/points',
      {
        preValidation: staffMay('balance'),
        schema: { params, body: pointsBody, response: company },
      },
      async (req) => {
        await actions.adjustPoints(actorOf(req), req.params.id, req.body);
        return ok(await companies.one(req.params.id), '积分已调整');
      },
    );

    app.get(
      '/admin-api/companies/:id/points-log',
      {
        preValidation: staffMay('buyers.read'),
        schema: {
          params,
          querystring: pointsLogAdminQuery,
          response: { 200: envelope(pointsLogPage) },
        },
      },
      async (req) => {
        await companies.one(req.params.id);
        return ok(await pointsLog(req.params.id, req.query.page, req.query.page_size));
      },
    );

    app.get(
      '/admin-api/companies',
      {
        preValidation: staffMay('buyers.read'),
        schema: { querystring: adminCompaniesQuery, response: { 200: envelope(adminCompanyPage) } },
      },
      async (req) => {
        const q = req.query;
        return ok(
          await companies.page({ status: q.status, keywords: q.keywords }, q.page, q.page_size),
        );
      },
    );

    app.get(
      '/admin-api/companies/:id',
      { preValidation: staffMay('buyers.read'), schema: { params, response: company } },
      async (req) => ok(await companies.one(req.params.id)),
    );

    app.post(
      '/admin-api/companies/:id/review',
      {
        preValidation: staffMay('buyers.review'),
        schema: { params, body: reviewBody, response: company },
      },
      async (req) => {
        const b = req.body;
        const company = await companies.review(actorOf(req), req.params.id, {
          result: b.result,
          reason: b.reason,
          licence: { businessScope: b.business_scope, drugClasses: b.drug_classes },
        });
        return ok(company, b.result === 'approve' ? '已审核通过' : '已驳回');
      },
    );
  };
}
