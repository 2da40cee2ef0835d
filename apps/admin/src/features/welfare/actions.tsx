import type { ReactNode } from 'react';
import { useSwitchWelfare } from '../../api/welfare';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';

/**
 * A 94折 event's or a 满额返 period's buttons: 查看 once ended, else 编辑 and
 * 停用 / 启用, both asked first with what they change for buyers.
 */
export function welfareActions(
  row: { id: number; status: string; enabled: number },
  p: {
    edit: () => void;
    onOff: (id: number, on: boolean) => Promise<void>;
    stopHint: string;
    startHint: string;
  },
): ReactNode[] {
  return activityActions({
    ended: row.status === 'ended',
    on: row.enabled === 1,
    viewWhenEnded: true,
    onEdit: p.edit,
    onSwitch: (on) => p.onOff(row.id, on),
    stopLabel: '停用',
    stopConfirm: { title: '停用该活动？', description: p.stopHint },
    startLabel: '启用',
    startConfirm: { title: '重新启用该活动？', description: p.startHint },
  });
}

/** 停用 / 启用 of an event or a period, said and followed by the list's reload. */
export function useWelfareSwitch(kind: Parameters<typeof useSwitchWelfare>[0], reload: () => void) {
  const switchWelfare = useSwitchWelfare(kind);
  return useActivitySwitch(
    ({ id, enabled }: { id: number; enabled: boolean }) =>
      switchWelfare.mutateAsync({ id, on: enabled }),
    { on: '活动已启用', off: '活动已停用' },
    reload,
  );
}
