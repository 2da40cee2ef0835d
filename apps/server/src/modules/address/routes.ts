import {
  addressBody,
  address as addressDto,
  addressList,
  addressParams,
  envelope,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { mustLogin, requireBuyer } from '../../http/session.ts';
import type { AddressInput } from './repo.ts';
import type { AddressService } from './service.ts';

const input = (b: {
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: number;
}): AddressInput => ({
  name: b.name,
  phone: b.phone,
  region: b.region,
  detail: b.detail,
  isDefault: b.is_default === 1,
});

export function addressRoutes(addresses: AddressService): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preValidation: mustLogin };
    const one = { 200: envelope(addressDto) };
    const list = { 200: envelope(addressList) };

    app.get('/api/user/address', { ...auth, schema: { response: list } }, async (req) =>
      ok(await addresses.list(requireBuyer(req).company.id)),
    );
    app.post(
      '/api/user/address',
      { ...auth, schema: { body: addressBody, response: one } },
      async (req) =>
        ok(await addresses.create(requireBuyer(req).company.id, input(req.body)), '保存成功'),
    );
    app.post(
      '/api/user/address/:id/edit',
      { ...auth, schema: { params: addressParams, body: addressBody, response: one } },
      async (req) =>
        ok(
          await addresses.update(requireBuyer(req).company.id, req.params.id, input(req.body)),
          '保存成功',
        ),
    );
    app.post(
      '/api/user/address/:id/default',
      { ...auth, schema: { params: addressParams, response: list } },
      async (req) =>
        ok(
          await addresses.setDefault(requireBuyer(req).company.id, req.params.id),
          '已设为默认地址',
        ),
    );
    app.delete(
      '/api/user/address/:id',
      { ...auth, schema: { params: addressParams, response: list } },
      async (req) =>
        ok(await addresses.remove(requireBuyer(req).company.id, req.params.id), '删除成功'),
    );
  };
}
