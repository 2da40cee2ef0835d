import { isPhone } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { flag, id, requiredText } from '../../http/schemas.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { AddressService } from './service.ts';

const body = z
  .object({
    name: requiredText('收货人', 20),
    phone: requiredText('联系电话', 20).refine((v) => isPhone(v, true), {
      message: '请输入正确的手机号或座机号（如 010-12345678）',
    }),
    region: requiredText('所在地区', 50),
    detail: requiredText('详细地址', 120),
    is_default: flag.default(0),
  })
  .transform((b) => ({
    name: b.name,
    phone: b.phone,
    region: b.region,
    detail: b.detail,
    isDefault: b.is_default === 1,
  }));

const params = z.object({ id });

export function addressRoutes(addresses: AddressService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/user/address', { preValidation: mustLogin }, async (req) =>
      ok(await addresses.list(requireBuyer(req).companyId)),
    );
    app.post('/api/user/address', { preValidation: mustLogin, schema: { body } }, async (req) =>
      ok(await addresses.create(requireBuyer(req).companyId, req.body), '保存成功'),
    );
    app.post(
      '/api/user/address/:id/edit',
      { preValidation: mustLogin, schema: { params, body } },
      async (req) =>
        ok(
          await addresses.update(requireBuyer(req).companyId, req.params.id, req.body),
          '保存成功',
        ),
    );
    app.post(
      '/api/user/address/:id/default',
      { preValidation: mustLogin, schema: { params } },
      async (req) =>
        ok(
          await addresses.setDefault(requireBuyer(req).companyId, req.params.id),
          '已设为默认地址',
        ),
    );
    app.delete(
      '/api/user/address/:id',
      { preValidation: mustLogin, schema: { params } },
      async (req) =>
        ok(await addresses.remove(requireBuyer(req).companyId, req.params.id), '删除成功'),
    );
  };
}
