import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { pageNo } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { WalletService } from './service.ts';

const day = (label: string) =>
  z
    .string()
    .regex(/^(19[7-9]\d|20\d\d)-\d{2}-\d{2}$/, { message: `${label}格式应为 YYYY-MM-DD` })
    .transform((s, ctx) => {
      const d = new Date(`${s}T00:00:00+08:00`);
      if (Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label}不是有效日期` });
        return z.NEVER;
      }
      return d;
    })
    .optional();

const logQuery = z.object({
  page: pageNo,
  use_type: z.coerce
    .number({ message: '类型格式不正确' })
    .int()
    .min(0, { message: '类型格式不正确' })
    .max(3, { message: '类型格式不正确' })
    .default(0),
  start_time: day('开始日期'),
  end_time: day('结束日期'),
});

const DAY_MS = 24 * 3600 * 1000;

export function walletRoutes(wallet: WalletService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/user-money', { preValidation: mustLogin }, async (req) =>
      ok(await wallet.summary(requireBuyer(req).companyId)),
    );

    app.get(
      '/api/user/user-money/log',
      { preValidation: mustLogin, schema: { querystring: logQuery } },
      async (req) => {
        const q = req.query;
        // The end date is inclusive: everything before the next midnight (Beijing time).
        const to = q.end_time ? new Date(q.end_time.getTime() + DAY_MS) : undefined;
        return ok(
          await wallet.ledger(
            requireBuyer(req).companyId,
            { kind: q.use_type, from: q.start_time, to },
            q.page,
          ),
        );
      },
    );
  };
}
