import { z } from 'zod';
import { flag01, int } from './fields.ts';
import { category } from './goods.ts';

// Site content every page reads: header data, site settings, banners, links.

export type NavItem = {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: 0 | 1;
  children: NavItem[];
};
export const navItem: z.ZodType<NavItem> = z.object({
  id: int,
  name: z.string(),
  url: z.string(),
  image: z.string(),
  is_open: flag01,
  get children() {
    return z.array(navItem);
  },
});

export const focus = z.object({ id: int, title: z.string(), image: z.string(), url: z.string() });
export const focusList = z.array(focus);

export const common = z.object({
  rmss: z.array(z.string()),
  nav: z.array(navItem),
  category: z.array(category),
  category_zs: z.array(category),
  category_zy: z.array(category),
  timestamp: int,
  ad_top: focus.nullable(),
});

export const serviceContact = z.object({ name: z.string(), phone: z.string(), is_default: flag01 });

export const siteInfo = z.object({
  title: z.string(),
  hot_line: z.string(),
  complaint_line: z.string(),
  qq1: z.string(),
  qq2: z.string(),
  service_hours: z.string(),
  company: z.string(),
  address: z.string(),
  icp: z.string(),
});

export const qualityInspection = z.object({ quality_inspection_url: z.string(), msg: z.string() });

export const siteConfig = z.object({
  site: siteInfo,
  licences: z.array(z.object({ name: z.string(), number: z.string() })),
  quality_inspection: qualityInspection,
  default_admin: serviceContact.nullable(),
});

export const friendLinks = z.array(z.object({ id: int, name: z.string(), url: z.string() }));

export const focusParams = z.strictObject({
  position: z.string().regex(/^[a-z_]{1,20}$/, { message: '广告位不正确' }),
});

export type Focus = z.infer<typeof focus>;
export type CommonData = z.infer<typeof common>;
export type ServiceContact = z.infer<typeof serviceContact>;
export type SiteConfig = z.infer<typeof siteConfig>;
export type FriendLink = z.infer<typeof friendLinks>[number];
