import { envelope, goodsPapers, paperIdParams, shopPapers } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { QualificationService } from './service.ts';

/** 首营资料 for approved buyers (docs/api-qualification.md): lists and the files behind them. */
export function qualificationRoutes(papers: QualificationService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };

    app.get(
      '/api/qualification/shop',
      { ...auth, schema: { response: { 200: envelope(shopPapers) } } },
      async (req) => ok(await papers.shopPapers(requireBuyer(req))),
    );

    app.get(
      '/api/goods/:id/documents',
      { ...auth, schema: { params: paperIdParams, response: { 200: envelope(goodsPapers) } } },
      async (req) => ok(await papers.goodsPapers(requireBuyer(req), req.params.id)),
    );

    app.get(
      '/api/documents/:id/file',
      { ...auth, schema: { params: paperIdParams } },
      async (req, reply) =>
        sendPrivateFile(reply, await papers.file(requireBuyer(req), req.params.id)),
    );
  };
}
