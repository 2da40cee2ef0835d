import { App } from 'antd';
import type { ReactNode } from 'react';
import styles from './NotStartedLink.module.css';

/** Spec section 8: a banner, nav or ad whose url is empty says so instead of doing nothing. */
export const NOT_STARTED = '活动暂未开始';

/** What a link with an empty url becomes: a button that tells the buyer the activity has not started. */
export function NotStartedLink({
  label,
  className,
  children,
}: {
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  return (
    <button
      type="button"
      className={className ? `${styles.plain} ${className}` : styles.plain}
      aria-label={label}
      onClick={() => message.info(NOT_STARTED)}
    >
      {children}
    </button>
  );
}
