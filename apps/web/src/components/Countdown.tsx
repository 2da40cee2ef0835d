import { useEffect, useState } from 'react';
import { remaining, twoDigits } from '../lib/countdown';
import styles from './Countdown.module.css';

/** 距结束 2天 03:04:05, ticking each second; zeros once the end has passed. */
export function Countdown({ end, label = '距结束' }: { end: string; label?: string }) {
  const endMs = new Date(end).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(endMs, now);
  useEffect(() => {
    if (left.over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.over]);
  return (
    <span className={styles.countdown} role="timer" aria-label={label}>
      {label}
      {left.days > 0 && (
        <>
          <b>{left.days}</b>天
        </>
      )}
      <b>{twoDigits(left.hours)}</b>:<b>{twoDigits(left.minutes)}</b>:
      <b>{twoDigits(left.seconds)}</b>
    </span>
  );
}
