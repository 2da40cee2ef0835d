import type { CommonData, Focus, SiteConfig } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { CATEGORIES_CHANGED, type CatalogService } from '../catalog/index.ts';
import type { CompanyService } from '../company/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { helpRepo } from './help-repo.ts';
import { contentRepo } from './repo.ts';

/** An operator changed the content: every process reads it again. */
export const CONTENT_CHANGED = 'content_changed';

/**
 * Content is read on every page and edited rarely: served from memory for a
 * minute, and forgotten in every process when an operator changes it (or the
 * categories the header's menu shows).
 */
function cached<T>(bus: Bus, ttlMs: number, load: () => Promise<T>) {
  const cache = ttlCache<T>(ttlMs, 1, { serveStale: true, name: 'site content' });
  for (const channel of [CONTENT_CHANGED, CATEGORIES_CHANGED])
    bus.subscribe(channel, () => cache.clear());
  return () => cache.get('', load);
}

const focusDto = (f: { id: number; title: string; image: string; url: string }): Focus => ({
  id: f.id,
  title: f.title,
  image: f.image,
  url: f.url,
});

type Deps = {
  db: Db;
  bus: Bus;
  catalog: CatalogService;
  settings: SettingsService;
  company: CompanyService;
  ttlMs?: number;
};

export function contentService({ db, bus, catalog, settings, company, ttlMs = 60_000 }: Deps) {
  const repo = contentRepo(db);

  const common = cached(bus, ttlMs, async (): Promise<Omit<CommonData, 'timestamp'>> => {
    const [hot, nav, category, categoryZs, categoryZy, top] = await Promise.all([
      repo.hotSearches(),
      repo.nav(),
      catalog.tree('main'),
      catalog.tree('zs'),
      catalog.tree('zy'),
      repo.focus('top'),
    ]);
    const navDto = (n: (typeof nav)[number]) => ({
      id: n.id,
      name: n.name,
      url: n.url,
      image: n.image,
      is_open: n.isOpen ? (1 as const) : (0 as const),
    });
    return {
      rmss: hot.map((h) => h.keyword),
      nav: nav
        .filter((n) => n.parentId === null)
        .map((n) => ({
          ...navDto(n),
          children: nav
            .filter((c) => c.parentId === n.id)
            .map((c) => ({ ...navDto(c), children: [] })),
        })),
      category,
      category_zs: categoryZs,
      category_zy: categoryZy,
      ad_top: top[0] ? focusDto(top[0]) : null,
    };
  });

  const links = cached(bus, ttlMs, async () =>
    (await repo.links()).map((l) => ({ id: l.id, name: l.name, url: l.url })),
  );

  return {
    async common(): Promise<CommonData> {
      return { ...(await common()), timestamp: Math.floor(Date.now() / 1000) };
    },

    /** The site settings every page shows (footer, hotline, licences, the default contact). */
    async config(): Promise<SiteConfig> {
      const [s, contact] = await Promise.all([settings.site(), company.defaultContact()]);
      return {
        site: s.site,
        licences: s.licences,
        quality_inspection: s.qualityInspection,
        default_admin: contact ? { name: contact.name, phone: contact.phone, is_default: 1 } : null,
      };
    },

    links,

    async focus(position: string) {
      return (await repo.focus(position)).map(focusDto);
    },

    focusById: (id: number) => repo.focusById(id),

    /** One of the shop's licences (/sjzz), for its drawn picture. */
    licenceById: (id: number) => helpRepo(db).licence(id),
  };
}

export type ContentService = ReturnType<typeof contentService>;
