import type { DrawPrize } from '@shop/contract';
import styles from './WheelDisc.module.css';

const COLORS = ['#fff4e0', '#ffd9a8'];
export const SPIN_MS = 4_000;

/**
 * The wheel's rotation that brings prize `index` under the pointer at the top,
 * after at least five whole turns beyond `from`.
 */
export function stopAngle(from: number, index: number, count: number): number {
  const slice = 360 / count;
  const centre = (index + 0.5) * slice;
  const base = from - (from % 360);
  return base + 360 * 5 + (360 - centre);
}

/** The prize wheel: one slice per prize, turned by `angle` degrees (animated). */
export function WheelDisc({
  prizes,
  angle,
  size = 360,
}: {
  prizes: DrawPrize[];
  angle: number;
  size?: number;
}) {
  const slice = 360 / Math.max(1, prizes.length);
  const stops = prizes
    .map((_, i) => `${COLORS[i % 2]} ${i * slice}deg ${(i + 1) * slice}deg`)
    .join(', ');
  return (
    <div className={styles.frame} style={{ width: size, height: size }}>
      <div
        className={styles.disc}
        data-testid="wheel-disc"
        style={{
          background: `conic-gradient(${stops})`,
          transform: `rotate(${angle}deg)`,
          transitionDuration: `${SPIN_MS}ms`,
        }}
      >
        {prizes.map((p, i) => (
          <div
            key={p.id}
            className={styles.label}
            style={{ transform: `rotate(${(i + 0.5) * slice}deg)` }}
          >
            <span className={p.type === 0 ? styles.thanks : undefined}>{p.name}</span>
            {p.type !== 0 && <small>{p.type_text}</small>}
          </div>
        ))}
      </div>
      <div className={styles.pointer} aria-hidden />
    </div>
  );
}
