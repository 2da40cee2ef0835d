import { type Module, routePlugins } from '../module.ts';
import type { Audit } from '../staff/index.ts';
import { contentAdminRoutes } from './admin-routes.ts';
import { contentAdminService } from './admin-service.ts';
import { helpAdminRoutes, helpRoutes } from './help-routes.ts';
import { helpService } from './help-service.ts';
import { contentRoutes } from './routes.ts';
import { type ContentService, contentService } from './service.ts';

export type { ContentService } from './service.ts';

/** Header data, site settings as pages show them, banners and links; help centre and news. */
export function contentModule(
  deps: Parameters<typeof contentService>[0] & { audit: Audit },
): Module<ContentService> {
  const service = contentService(deps);
  const help = helpService(deps);
  return {
    service,
    routes: routePlugins(contentRoutes(service), helpRoutes(help)),
    adminRoutes: routePlugins(contentAdminRoutes(contentAdminService(deps)), helpAdminRoutes(help)),
  };
}
