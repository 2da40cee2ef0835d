import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export type StaticDirs = {
  /** The built web app; served with an index.html fallback when present. */
  webDist?: string | undefined;
  /** The built console; served at /admin the same way when present. */
  adminDist?: string | undefined;
  /** Uploaded files (goods pictures), served at /uploads/. */
  uploadsDir: string;
};

const built = (dir: string | undefined) =>
  dir && existsSync(join(dir, 'index.html')) ? dir : null;

// The build wrote .br and .gz beside each asset; sent as the browser accepts.
// Hashed asset names never change content; index.html is always revalidated.
const staticFiles = (
  root: string,
  prefix: string,
  decorateReply: boolean,
): FastifyStaticOptions => ({
  root,
  prefix,
  wildcard: false,
  index: false,
  preCompressed: true,
  cacheControl: false,
  decorateReply,
  setHeaders: (res, path) => {
    res.setHeader(
      'cache-control',
      path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

/**
 * The built shop at /, the console at /admin (each app's routes answered
 * with its index.html), uploads at /uploads/; a missing file or API path is
 * a 404 envelope.
 */
export async function serveStatic(app: FastifyInstance, dirs: StaticDirs) {
  const webDist = built(dirs.webDist);
  const adminDist = built(dirs.adminDist);
  app.setNotFoundHandler(async (req, reply) => {
    // A missing file (an old asset name, a mistyped image) is a 404, not the app's HTML.
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/admin-api/'))
      throw new AppError('not_found', '请求的接口不存在');
    const console = path === '/admin' || path.startsWith('/admin/');
    const dist = console ? adminDist : webDist;
    if (!dist || req.method !== 'GET' || /\.\w+$/.test(path)) {
      throw new AppError('not_found', '页面不存在');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', dist);
  });

  // Uploads are read as they come (wildcard), unlike the builds' fixed file lists.
  mkdirSync(dirs.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dirs.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Every upload gets a new random name, so a name's content never changes.
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
  });
  if (webDist) await app.register(fastifyStatic, staticFiles(webDist, '/', true));
  if (adminDist) await app.register(fastifyStatic, staticFiles(adminDist, '/admin/', !webDist));
}
