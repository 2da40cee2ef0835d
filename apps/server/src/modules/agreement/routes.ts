import {
  contractAnswer,
  contractPublishBody,
  contractSignaturePage,
  contractSignaturesQuery,
  contractSignBody,
  contractVersionList,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { AgreementService } from './service.ts';

const pdfHeaders = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
  'cache-control': 'private, no-store',
});

/** The buyer's contract: read, sign, download. */
export function agreementRoutes(agreement: AgreementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contract',
      { preValidation: mustLogin, schema: { response: { 200: envelope(contractAnswer) } } },
      async (req) => ok(await agreement.status(requireBuyer(req))),
    );
    app.post(
      '/api/contract/sign',
      {
        preValidation: mustLogin,
        schema: { body: contractSignBody, response: { 200: envelope(contractAnswer) } },
      },
      async (req) =>
        ok(
          await agreement.sign(requireBuyer(req), req.body.name, req.body.version),
          '合同签署成功',
        ),
    );
    app.get('/api/contract/pdf', { preValidation: mustLogin }, async (req, reply) => {
      const pdf = await agreement.pdf(requireBuyer(req));
      return reply.headers(pdfHeaders('采购合同.pdf')).send(pdf);
    });
  };
}

/** The console: versions (publishing one is audited) and who signed which. */
export function agreementAdminRoutes(agreement: AgreementService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/contracts',
      {
        preValidation: staffMay('content'),
        schema: { response: { 200: envelope(contractVersionList) } },
      },
      async () => ok(await agreement.versions()),
    );
    app.post(
      '/admin-api/contracts',
      {
        preValidation: staffMay('content'),
        schema: { body: contractPublishBody, response: { 200: envelope(contractVersionList) } },
      },
      async (req) =>
        ok(
          await agreement.publish(actorOf(req), req.body.title, req.body.body),
          '新版本合同已发布，所有买家需重新签署',
        ),
    );
    app.get(
      '/admin-api/contracts/signatures',
      {
        preValidation: staffMay('content'),
        schema: {
          querystring: contractSignaturesQuery,
          response: { 200: envelope(contractSignaturePage) },
        },
      },
      async (req) =>
        ok(await agreement.signatures(req.query.version_id, req.query.page, req.query.page_size)),
    );
  };
}
