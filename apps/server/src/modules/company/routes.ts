import {
  type CompanyKind,
  companyBody,
  companyKinds,
  credentialsBody,
  envelope,
  licenceKinds,
  registerStatus,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, type Review, requireBuyer } from '../../http/session.ts';
import type { CompanyService } from './service.ts';

const done = { 200: envelope(z.null()) };

/** Registration steps 2 and 3 and where the company stands. */
export function companyRoutes(company: CompanyService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.post(
      '/api/user/register/company',
      { ...auth, schema: { body: companyBody, response: done } },
      async (req) => {
        const b = req.body;
        await company.saveDetails(requireBuyer(req), {
          name: b.name,
          kind: b.type,
          contactName: b.contact_name,
          contactPhone: b.contact_phone,
          email: b.email,
          region: b.region,
          address: b.address,
        });
        return ok(null, '企业信息已保存');
      },
    );

    app.post(
      '/api/user/register/credentials',
      { ...auth, schema: { body: credentialsBody, response: done } },
      async (req) => {
        await company.submitCredentials(requireBuyer(req));
        return ok(null, '资质已提交，请等待审核');
      },
    );

    app.get(
      '/api/user/register/status',
      { ...auth, schema: { response: { 200: envelope(registerStatus) } } },
      async (req) => {
        const { company: c, credentials } = await company.registration(requireBuyer(req));
        return ok({
          review: (c?.review ?? 'draft') as Review,
          review_reason: c?.review === 'rejected' ? c.reviewReason : '',
          company: c && {
            name: c.name,
            type: c.kind as CompanyKind,
            type_name: companyKinds[c.kind as keyof typeof companyKinds] ?? c.kind,
            contact_name: c.contactName,
            contact_phone: c.contactPhone,
            email: c.email,
            region: c.region,
            address: c.address,
          },
          credentials: credentials.map((cr) => ({
            kind: cr.kind,
            name: licenceKinds[cr.kind as keyof typeof licenceKinds] ?? cr.kind,
            number: cr.number,
            expires: cr.expiresOn,
          })),
        });
      },
    );
  };
}
