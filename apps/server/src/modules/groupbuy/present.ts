import type { Goods, GroupbuyActivity, GroupbuyGroup } from '@shop/contract';
import { formatYuan, windowState } from '@shop/domain';
import type { ActivityRow, Counts, GroupRow } from './repo.ts';

// What buyers read of activities and groups, in the spec's field names.

export const GROUP_STATE_TEXT: Record<string, string> = {
  open: '拼团中',
  filled: '已成团',
  failed: '未成团',
};

/** 0 running, 1 not started yet, 2 ended (or stopped). */
export function stateOf(a: ActivityRow, now = Date.now()): 0 | 1 | 2 {
  const state = windowState(a, now);
  return state === 'running' ? 0 : state === 'upcoming' ? 1 : 2;
}

/** A company's name as other buyers see it: 华康**房. */
export function maskName(name: string): string {
  // A branch in brackets (仁和大药房（朝阳店）) says too much; the name before it is enough.
  const chars = [...(name.replace(/[（(].*$/, '').trim() || name)];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars.slice(0, 2).join('')}**${chars[chars.length - 1]}`;
}

const NO_COUNTS: Counts = { open_groups: 0, joined: 0, sold: 0, filled: 0, failed: 0 };

export function presentActivity(
  a: ActivityRow,
  g: Goods,
  counts: Counts | undefined,
): GroupbuyActivity {
  const c = counts ?? NO_COUNTS;
  // A visitor sees no prices (登录可见): the group price follows the goods' own.
  const seesPrices = g.price !== null;
  return {
    id: a.id,
    title: a.title,
    goods: {
      id: g.id,
      name: g.name,
      logo: g.logo,
      ypgg: g.ypgg,
      sccj: g.sccj,
      bzdw: g.bzdw,
      price: g.price,
      number: g.number,
    },
    pt_price: seesPrices ? formatYuan(a.priceFen) : null,
    group_size: a.groupSize,
    number: a.quantity,
    group_hours: a.groupHours,
    start_time: a.startsAt.toISOString(),
    end_time: a.endsAt.toISOString(),
    state: stateOf(a),
    open_groups: c.open_groups,
    joined: c.joined,
    sold: c.sold,
  };
}

export function presentGroup(g: GroupRow, opener: string, mine: boolean): GroupbuyGroup {
  return {
    id: g.id,
    opener: maskName(opener),
    size: g.size,
    members: g.members,
    paid: g.paid,
    missing: Math.max(0, g.size - g.members),
    state: g.state as GroupbuyGroup['state'],
    state_text: GROUP_STATE_TEXT[g.state] ?? g.state,
    expires_at: g.expiresAt.toISOString(),
    is_mine: mine ? 1 : 0,
  };
}
