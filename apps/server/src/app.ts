import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db/client.ts';
import { handleError } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { parseForm } from './http/form.ts';
import { readToken } from './http/session.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountService } from './modules/account/service.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { addressService } from './modules/address/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { cartRepo } from './modules/cart/repo.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { cartService } from './modules/cart/service.ts';
import { categoryCache } from './modules/catalog/categories.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogService } from './modules/catalog/service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentService } from './modules/content/service.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { favoritesService } from './modules/favorites/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { type OrderService, orderService } from './modules/order/service.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { sandboxProvider, sandboxSecret } from './modules/payment/sandbox.ts';
import { paymentService } from './modules/payment/service.ts';
import { promotionRoutes } from './modules/promotion/routes.ts';
import { promotionService, serializeActivity } from './modules/promotion/service.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { walletService } from './modules/wallet/service.ts';
import type { Kv } from './platform/kv.ts';
import type { SmsProvider } from './platform/sms.ts';

z.config(z.locales.zhCN());

export type AppDeps = {
  db: Db;
  kv: Kv;
  sms: SmsProvider;
  /** The built web app; served with an index.html fallback when present. */
  webDist?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** An unpaid order is cancelled this long after it was placed (default 30). */
  orderPayMinutes?: number;
  paySandboxSecret?: string | undefined;
  /** Runs the unpaid-order sweep every this many ms (0 = not at all; tests call it). */
  expirySweepMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

/** Builds the whole app without listening, so tests inject requests into it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { querystringParser: (s: string) => parseForm(s), maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(cookie);
  await app.register(formbody, { parser: (s: string) => parseForm(s), bodyLimit: 256 * 1024 });

  const auth = authService(deps);
  const favorites = favoritesService(deps.db);
  const promotion = promotionService(deps.db);
  const catalog = catalogService({
    db: deps.db,
    categories: categoryCache(deps.db),
    favoriteIdsAmong: favorites.idsAmong,
    cartQuantities: (userId, ids) => cartRepo(deps.db).quantities(userId, ids),
    // Goods objects may show an activity a few seconds late; the cart and the order read it now.
    activities: async (ids) =>
      new Map((await promotion.runningCached(ids)).map((a) => [a.id, serializeActivity(a)])),
  });
  const cart = cartService({ db: deps.db, catalog, promotion });
  const addresses = addressService(deps.db);
  const wallet = walletService(deps.db);
  const orders = orderService({
    db: deps.db,
    cart,
    catalog,
    promotion,
    addresses,
    payMinutes: deps.orderPayMinutes ?? 30,
  });
  let provider: ReturnType<typeof sandboxProvider> | null = null;
  const payments = paymentService({
    db: deps.db,
    orders,
    wallet,
    provider: async () => {
      provider ??= sandboxProvider(await sandboxSecret(deps.db, deps.paySandboxSecret));
      return provider;
    },
  });
  const content = contentService(deps.db, catalog);
  const account = accountService(deps.db, content, cart.total);
  app.decorate('orders', orders);

  app.decorateRequest('buyer', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = readToken(req);
    if (!token || token.length > 200) return;
    req.token = token;
    req.buyer = await auth.resolveSession(token);
  });

  await app.register(authRoutes(auth));
  await app.register(accountRoutes(account));
  await app.register(catalogRoutes(catalog));
  await app.register(favoritesRoutes(favorites, catalog));
  await app.register(contentRoutes(content));
  await app.register(mediaRoutes(catalog, content));
  await app.register(cartRoutes(cart));
  await app.register(orderRoutes(orders));
  await app.register(paymentRoutes(payments));
  await app.register(addressRoutes(addresses));
  await app.register(walletRoutes(wallet));
  await app.register(promotionRoutes(promotion));

  if (deps.expirySweepMs) {
    const timer = setInterval(() => {
      orders.expireDue().then(
        (n) => n > 0 && app.log.info(`cancelled ${n} unpaid order(s) past their payment time`),
        (e) => app.log.error(e, 'unpaid-order sweep failed'),
      );
    }, deps.expirySweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const webDist =
    deps.webDist && existsSync(join(deps.webDist, 'index.html')) ? deps.webDist : null;
  app.setNotFoundHandler(async (req, reply) => {
    // A missing file (an old asset name, a mistyped image) is a 404, not the app's HTML.
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/')) throw new AppError('not_found', '请求的接口不存在');
    if (!webDist || req.method !== 'GET' || /\.\w+$/.test(path)) {
      throw new AppError('not_found', '页面不存在');
    }
    return reply.sendFile('index.html', webDist, { maxAge: 0 });
  });

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Hashed asset names never change content; index.html is always revalidated.
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
