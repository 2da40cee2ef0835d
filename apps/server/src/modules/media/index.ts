import type { CatalogService } from '../catalog/index.ts';
import type { ContentService } from '../content/index.ts';
import { mediaRoutes } from './routes.ts';

/** Pictures drawn by the server (goods, banners, categories, QR codes). */
export function mediaModule(deps: {
  catalog: CatalogService;
  content: ContentService;
  publicUrl: string;
}) {
  return { routes: mediaRoutes(deps.catalog, deps.content, deps.publicUrl) };
}
export { bannerSvg } from './svg.ts';
