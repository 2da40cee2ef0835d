import type { WelfareStatus } from '@shop/contract';
import { windowState } from '@shop/domain';

// One reading of a window's state for the shop and the console alike.

type Window = { id: number; title: string; startsAt: Date; endsAt: Date; enabled: boolean };

const texts: Record<WelfareStatus, string> = {
  upcoming: '活动未开始',
  running: '进行中',
  ended: '活动已结束',
  stopped: '已停用',
};

export const statusOf = (w: Window, now = Date.now()): WelfareStatus => windowState(w, now);

export function presentWindow(w: Window) {
  const status = statusOf(w);
  return {
    id: w.id,
    title: w.title,
    start_time: w.startsAt.toISOString(),
    end_time: w.endsAt.toISOString(),
    status,
    status_text: texts[status],
  };
}
