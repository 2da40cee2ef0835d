import { App, Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

type Confirm = { title: string; description?: string };

export type ActivityActionsProps = {
  /** Ended: no switch; 查看 instead of 编辑 when `viewWhenEnded`, else nothing. */
  ended: boolean;
  /** Switched on (running or waiting for its window). */
  on: boolean;
  onEdit?: () => void;
  viewWhenEnded?: boolean;
  /** Off (and on again, when `startLabel` is given). */
  onSwitch: (on: boolean) => Promise<void>;
  stopLabel: string;
  stopConfirm: Confirm;
  startLabel?: string;
  /** Starting asks too when given. */
  startConfirm?: Confirm;
  /** Goes before 编辑 (预览, 添加商品). */
  extra?: ReactNode[];
};

const link = (key: string, label: string, onClick?: () => void, danger = false) => (
  <Button key={key} type="link" size="small" danger={danger} onClick={onClick}>
    {label}
  </Button>
);

/** The option column's buttons of a marketing activity: edit, stop with confirmation, start. */
export function activityActions(p: ActivityActionsProps): ReactNode[] {
  const nodes: ReactNode[] = [...(p.extra ?? [])];
  if (p.ended) {
    if (p.viewWhenEnded && p.onEdit) nodes.push(link('view', '查看', p.onEdit));
    return nodes;
  }
  if (p.onEdit) nodes.push(link('edit', '编辑', p.onEdit));
  if (p.on) {
    nodes.push(
      <Popconfirm key="stop" {...p.stopConfirm} onConfirm={() => p.onSwitch(false)}>
        {link('stop-button', p.stopLabel, undefined, true)}
      </Popconfirm>,
    );
  } else if (p.startLabel && p.startConfirm) {
    nodes.push(
      <Popconfirm key="start" {...p.startConfirm} onConfirm={() => p.onSwitch(true)}>
        {link('start-button', p.startLabel)}
      </Popconfirm>,
    );
  } else if (p.startLabel) {
    nodes.push(link('start', p.startLabel, () => void p.onSwitch(true)));
  }
  return nodes;
}

/**
 * Switches an activity on or off, says so and reloads the list. With
 * `showErrors` a refusal is shown here (for calls whose errors are inline).
 */
export function useActivitySwitch<Id>(
  call: (v: { id: Id; enabled: boolean }) => Promise<unknown>,
  said: { on: string; off: string },
  reload: () => void,
  showErrors = false,
) {
  const { message } = App.useApp();
  return async (id: Id, enabled: boolean) => {
    try {
      await call({ id, enabled });
    } catch (e) {
      if (!showErrors) throw e;
      message.error((e as Error).message);
      return;
    }
    message.success(enabled ? said.on : said.off);
    reload();
  };
}
