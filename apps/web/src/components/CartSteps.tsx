import styles from './CartSteps.module.css';

const STEPS = ['我的购物车', '确认订单', '支付订单', '支付完成'];

/** Spec section 2: the step image of the cart flow, drawn with CSS; `current` is 1-4. */
export function CartSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <ol className={styles.steps} aria-label="购物流程">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < current ? styles.done : n === current ? styles.current : '';
        return (
          <li key={label} className={state} aria-current={n === current ? 'step' : undefined}>
            <span className={styles.number}>{n}</span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
