import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Job } from '../platform/scheduler.ts';

export type { Job } from '../platform/scheduler.ts';

/** One Fastify plugin holding a module's routes (registered from its *routes.ts files only). */
export type Routes = FastifyPluginAsyncZod;

/**
 * The one shape of every module: what `xModule(deps)` in its index.ts returns.
 * `service` is what other modules are given (null for a module that only
 * answers requests); `routes` are the buyers' (/api, pages), `adminRoutes` the
 * staff's (/admin-api); `jobs` run in the background on the scheduler. The
 * composition (src/composition.ts) builds every module once, in dependency
 * order; docs/architecture.md says how a cycle is broken.
 */
export type Module<S> = {
  service: S;
  routes?: Routes;
  adminRoutes?: Routes;
  jobs?: Job[];
};

/** Several route plugins as one, each in its own scope (multipart stays with the routes that need it). */
export const routePlugins =
  (...list: Routes[]): Routes =>
  async (app) => {
    for (const p of list) await app.register(p);
  };

/** A job that counts what it changed, logged (with `said`) only when it changed something. */
export const countingJob = (
  name: string,
  everyMs: number,
  count: () => Promise<number>,
  said: (n: number) => string,
): Job => ({
  name,
  everyMs,
  run: async () => {
    const n = await count();
    return n > 0 ? said(n) : undefined;
  },
});
