import type { CatalogService } from '../catalog/index.ts';
import type { ContentService } from '../content/index.ts';
import type { Module } from '../module.ts';
import { mediaRoutes } from './routes.ts';

export { bannerSvg } from './svg.ts';

/** Pictures drawn by the server (goods, banners, categories, QR codes); nothing for other modules. */
export function mediaModule(deps: {
  catalog: CatalogService;
  content: ContentService;
  publicUrl: string;
}): Module<null> {
  return { service: null, routes: mediaRoutes(deps.catalog, deps.content, deps.publicUrl) };
}
