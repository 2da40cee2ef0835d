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
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { categoryCache } from './modules/catalog/categories.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogService } from './modules/catalog/service.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { contentService } from './modules/content/service.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { favoritesService } from './modules/favorites/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
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
};

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
  const catalog = catalogService({
    db: deps.db,
    categories: categoryCache(deps.db),
    favoriteIdsAmong: favorites.idsAmong,
  });
  const content = contentService(deps.db, catalog);
  const account = accountService(deps.db, content);

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
