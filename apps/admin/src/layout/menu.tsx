import type { MenuDataItem } from '@ant-design/pro-components';
import type { StaffView } from '@shop/contract';
import { can } from '../lib/permissions';
import { CONSOLE, type ConsolePage } from '../pages';

/** A page's menu entry; its details are routes of their own, not entries. */
const entryOf = (p: ConsolePage): MenuDataItem => ({
  path: `/${p.path}`,
  name: p.name,
  ...(p.details && {
    hideChildrenInMenu: true,
    children: p.details.map((d) => ({ path: `/${d.path}`, name: d.name })),
  }),
});

/**
 * The left menu, grouped by area (pages.tsx): an entry shows only to a staff
 * member with its permission, and a group only while one of its entries shows.
 */
export function menuFor(staff: StaffView): MenuDataItem[] {
  const may = (p: ConsolePage) => !p.permission || can(staff, p.permission);
  return CONSOLE.flatMap((e): MenuDataItem[] => {
    if (!('group' in e)) return may(e) ? [{ ...entryOf(e), icon: e.icon }] : [];
    const pages = e.pages.filter(may);
    if (pages.length === 0) return [];
    return [{ key: e.group, name: e.name, icon: e.icon, children: pages.map(entryOf) }];
  });
}
