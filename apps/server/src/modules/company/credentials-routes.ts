import {
  companyCredentials,
  credentialDecisionBody,
  credentialIdParams,
  credentialItem,
  credentialNumber,
  credentialReviewPage,
  credentialReviewQuery,
  credentialUploadFields,
  envelope,
  gszzResult,
  jyfwResult,
  userUpdateBody,
  zizhiResult,
} from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { acceptUploads, readUpload, upload } from '../../http/multipart.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import { actorOf, staffMay } from '../../http/staff-session.ts';
import { MAX_LICENCE_BYTES } from './credential-files.ts';
import type { CredentialsService } from './credentials.ts';
import type { CompanyService } from './service.ts';

const answer = <T extends z.ZodType>(data: T) => ({ 200: envelope(data) });

/** A licence file, shown inline (http/private-file.ts), or 404. */
function sendFile(reply: FastifyReply, file: { bytes: Buffer; type: string } | null) {
  if (!file) throw notFound('文件');
  return sendPrivateFile(reply, file);
}

/** The account centre's /basic contact change and /zzzj credentials. */
export function credentialsRoutes(
  creds: CredentialsService,
  company: CompanyService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    await acceptUploads(app);

    app.post(
      '/api/user/update',
      { ...auth, schema: { body: userUpdateBody, response: answer(z.null()) } },
      async (req) => {
        await company.updateContact(requireBuyer(req), req.body.name, req.body.phone);
        return ok(null, '联系人信息已保存');
      },
    );

    app.get(
      '/api/user/zizhi',
      { ...auth, schema: { response: answer(zizhiResult) } },
      async (req) => ok(await creds.zizhi(requireBuyer(req).company.id)),
    );

    app.post(
      '/api/user/zizhi',
      {
        ...auth,
        // The licence's kind, number and two dates come with the file.
        ...upload({
          maxBytes: MAX_LICENCE_BYTES,
          what: '文件',
          accepts: '证件图片或 PDF 文件',
          // kind, number, the two dates, and a 采购委托书's purchaser name and ID number.
          fields: 6,
        }),
        schema: { response: answer(zizhiResult) },
      },
      async (req) => {
        const buyer = requireBuyer(req);
        // Refused before the body is read: a sub-account's upload is never looked at.
        if (!buyer.user.isMain)
          throw new AppError('forbidden', '子账号不能上传企业资质，请联系主账号');
        // The name the browser sent is ignored: the stored name is random.
        const { bytes, fields } = await readUpload(req);
        const parsed = credentialUploadFields.safeParse({ ...fields });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw fieldError(String(issue.path[0] ?? 'kind'), issue.message);
        }
        const p = parsed.data;
        return ok(
          await creds.submit(
            buyer,
            {
              kind: p.kind,
              number: p.number,
              issuedOn: p.issued_on,
              expiresOn: p.expires_on,
              holderName: p.holder_name,
              holderIdNumber: p.holder_id_number,
            },
            bytes,
          ),
          '证件已提交，请等待审核',
        );
      },
    );

    app.get(
      '/api/user/zizhi/:id/file',
      { ...auth, schema: { params: credentialIdParams } },
      async (req, reply) =>
        sendFile(reply, await creds.buyerFile(requireBuyer(req).company.id, req.params.id)),
    );

    app.get('/api/user/gszz', { ...auth, schema: { response: answer(gszzResult) } }, async (req) =>
      ok(await creds.gszz(requireBuyer(req).company.id)),
    );

    app.get('/api/user/jyfw', { ...auth, schema: { response: answer(jyfwResult) } }, async (req) =>
      ok(await creds.jyfw(requireBuyer(req).company.id)),
    );
  };
}

/** The console's credential review and the company drawer's licences. */
export function credentialsAdminRoutes(creds: CredentialsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/credentials',
      {
        preValidation: staffMay('buyers.read'),
        schema: { querystring: credentialReviewQuery, response: answer(credentialReviewPage) },
      },
      async (req) => ok(await creds.reviewList(req.query)),
    );

    app.get(
      '/admin-api/credentials/:id/file',
      { preValidation: staffMay('buyers.read'), schema: { params: credentialIdParams } },
      async (req, reply) => {
        const actor = actorOf(req);
        const mayReview = actor.staff.permissions.has('buyers.review');
        return sendFile(reply, await creds.staffFile(actor, req.params.id, mayReview));
      },
    );

    app.get(
      '/admin-api/credentials/:id/number',
      {
        // The purchaser's ID number is shown in full to reviewers only, and each look is audited.
        preValidation: staffMay('buyers.review'),
        schema: { params: credentialIdParams, response: answer(credentialNumber) },
      },
      async (req) => ok(await creds.staffNumber(actorOf(req), req.params.id)),
    );

    app.post(
      '/admin-api/credentials/:id/decision',
      {
        preValidation: staffMay('buyers.review'),
        schema: {
          params: credentialIdParams,
          body: credentialDecisionBody,
          response: answer(credentialItem),
        },
      },
      async (req) => {
        const approve = req.body.approve === 1;
        return ok(
          await creds.decide(actorOf(req), req.params.id, approve, req.body.reason),
          approve ? '证件已审核通过' : '证件已驳回',
        );
      },
    );

    app.get(
      '/admin-api/companies/:id/credentials',
      {
        preValidation: staffMay('buyers.read'),
        schema: { params: credentialIdParams, response: answer(companyCredentials) },
      },
      async (req) => ok(await creds.ofCompany(req.params.id)),
    );
  };
}
