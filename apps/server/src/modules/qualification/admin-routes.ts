import {
  adminQualification,
  envelope,
  goodsPaperParams,
  goodsPapers,
  goodsPaperUploadFields,
  paperIdParams,
  shopPaperUploadFields,
  supplierBody,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import type { QualificationAdminService } from './admin-service.ts';
import { MAX_PAPER_BYTES, MAX_SEAL_BYTES } from './files.ts';

/** The text fields that came with a file, checked like a JSON body (422 on the first bad one). */
function fieldsBy<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse({ ...fields });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // A field the form does not have (`constructor`, say) is named as the one refused.
  const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
  throw fieldError(String(field ?? 'file'), issue.message);
}

const paperUpload = (fields: number) =>
  upload({ maxBytes: MAX_PAPER_BYTES, what: '文件', accepts: ' PDF、JPG 或 PNG 文件', fields });

/**
 * 首营资料 in the console: the shop's licences, name, licence number and
 * 出库专用章 under the settings permission (content); each goods'
 * approval documents under the goods permission.
 */
export function qualificationAdminRoutes(papers: QualificationAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    await acceptUploads(app);
    const settings = staffMay('content');
    const overview = { 200: envelope(adminQualification) };
    const ofGoods = { 200: envelope(goodsPapers) };

    app.get(
      '/admin-api/qualification',
      { preValidation: settings, schema: { response: overview } },
      async () => ok(await papers.overview()),
    );

    app.put(
      '/admin-api/qualification/supplier',
      { preValidation: settings, schema: { body: supplierBody, response: overview } },
      async (req) =>
        ok(
          await papers.setSupplier(actorOf(req), {
            companyName: req.body.company_name,
            licenceNumber: req.body.licence_number,
          }),
          '已保存',
        ),
    );

    app.post(
      '/admin-api/qualification/seal',
      {
        preValidation: settings,
        ...upload({ maxBytes: MAX_SEAL_BYTES, what: '图片', accepts: ' PNG 图片', fields: 0 }),
        schema: { response: overview },
      },
      async (req) => {
        const { bytes } = await readUpload(req);
        return ok(await papers.setSeal(actorOf(req), bytes), '出库专用章已更新');
      },
    );

    app.get('/admin-api/qualification/seal', { preValidation: settings }, async (_req, reply) =>
      sendPrivateFile(reply, await papers.sealFile()),
    );

    app.post(
      '/admin-api/qualification/licences',
      { preValidation: settings, ...paperUpload(4), schema: { response: overview } },
      async (req) => {
        const { bytes, fields } = await readUpload(req);
        const input = fieldsBy(shopPaperUploadFields, fields);
        return ok(await papers.uploadShopPaper(actorOf(req), input, bytes), '证照已上传');
      },
    );

    app.delete(
      '/admin-api/qualification/licences/:id',
      { preValidation: settings, schema: { params: paperIdParams, response: overview } },
      async (req) => ok(await papers.removeShopPaper(actorOf(req), req.params.id), '证照已删除'),
    );

    app.get(
      '/admin-api/qualification/licences/:id/file',
      { preValidation: settings, schema: { params: paperIdParams } },
      async (req, reply) => sendPrivateFile(reply, await papers.shopPaperFile(req.params.id)),
    );

    app.get(
      '/admin-api/goods/:id/documents',
      {
        preValidation: staffMay('goods.read'),
        schema: { params: paperIdParams, response: ofGoods },
      },
      async (req) => ok(await papers.goodsPapers(req.params.id)),
    );

    app.post(
      '/admin-api/goods/:id/documents',
      {
        preValidation: staffMay('goods'),
        ...paperUpload(4),
        schema: { params: paperIdParams, response: ofGoods },
      },
      async (req) => {
        const { bytes, fields } = await readUpload(req);
        const input = fieldsBy(goodsPaperUploadFields, fields);
        return ok(
          await papers.addGoodsPaper(actorOf(req), req.params.id, input, bytes),
          '首营资料已上传',
        );
      },
    );

    app.delete(
      '/admin-api/goods/:id/documents/:doc',
      { preValidation: staffMay('goods'), schema: { params: goodsPaperParams, response: ofGoods } },
      async (req) =>
        ok(
          await papers.removeGoodsPaper(actorOf(req), req.params.id, req.params.doc),
          '首营资料已删除',
        ),
    );

    app.get(
      '/admin-api/goods/:id/documents/:doc/file',
      { preValidation: staffMay('goods.read'), schema: { params: goodsPaperParams } },
      async (req, reply) =>
        sendPrivateFile(reply, await papers.goodsPaperFile(req.params.id, req.params.doc)),
    );
  };
}
