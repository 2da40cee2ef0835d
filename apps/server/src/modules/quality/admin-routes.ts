import {
  envelope,
  id,
  lotFreezeBody,
  lotUnfreezeBody,
  qualityLot,
  qualityLotList,
  qualityLotSearch,
  recallReport,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { recallDisposition, recallWorkbook, XLSX_TYPE } from './recall-export.ts';
import type { QualityService } from './service.ts';

// 质量管理 in the console (docs/api-admin.md "Quality: freeze and recall"):
// every route needs the `quality` permission, reading the report included,
// since it lists the buyers' contacts.

const params = z.strictObject({ id });
const one = { 200: envelope(qualityLot) };

export function qualityAdminRoutes(quality: QualityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/quality/frozen-lots',
      {
        preValidation: staffMay('quality'),
        schema: { response: { 200: envelope(qualityLotList) } },
      },
      async () => ok(await quality.frozen()),
    );

    app.get(
      '/admin-api/quality/lots',
      {
        preValidation: staffMay('quality'),
        schema: { querystring: qualityLotSearch, response: { 200: envelope(qualityLotList) } },
      },
      async (req) => ok(await quality.numbered(req.query.lot_no)),
    );

    app.post(
      '/admin-api/lots/:id/freeze',
      {
        preValidation: staffMay('quality'),
        schema: { params, body: lotFreezeBody, response: one },
      },
      async (req) => {
        const { lot, told } = await quality.freeze(
          actorOf(req, 'quality'),
          req.params.id,
          req.body.reason_kind,
          req.body.reason,
        );
        return ok(
          lot,
          req.body.reason_kind === 'recall'
            ? `批次 ${lot.lot_no} 已冻结召回，已通知 ${told} 家买家`
            : `批次 ${lot.lot_no} 已冻结`,
        );
      },
    );

    app.post(
      '/admin-api/lots/:id/unfreeze',
      {
        preValidation: staffMay('quality'),
        schema: { params, body: lotUnfreezeBody, response: one },
      },
      async (req) => {
        const lot = await quality.unfreeze(actorOf(req, 'quality'), req.params.id, req.body.reason);
        return ok(
          lot,
          lot.state === 'expired'
            ? `批次 ${lot.lot_no} 已过有效期，解冻后转为过期，不再销售`
            : `批次 ${lot.lot_no} 已解冻，恢复销售`,
        );
      },
    );

    app.get(
      '/admin-api/lots/:id/recall',
      {
        preValidation: staffMay('quality'),
        schema: { params, response: { 200: envelope(recallReport) } },
      },
      async (req) => ok(await quality.report(req.params.id)),
    );

    app.get(
      '/admin-api/lots/:id/recall/export',
      { preValidation: staffMay('quality'), schema: { params } },
      async (req, reply) => {
        const r = await quality.report(req.params.id);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', recallDisposition(r.lot.lot_no))
          .header('cache-control', 'no-store')
          .send(await recallWorkbook(r));
      },
    );
  };
}
