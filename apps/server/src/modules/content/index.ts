import type { Audit } from '../staff/index.ts';
import { contentAdminRoutes } from './admin-routes.ts';
import { contentAdminService } from './admin-service.ts';
import { contentRoutes } from './routes.ts';
import { contentService } from './service.ts';

export type { ContentService } from './service.ts';

/** Header data, site settings as pages show them, banners and links. */
export function contentModule(deps: Parameters<typeof contentService>[0] & { audit: Audit }) {
  const service = contentService(deps);
  return {
    service,
    routes: contentRoutes(service),
    adminRoutes: contentAdminRoutes(contentAdminService(deps)),
  };
}
