import type { ReactNode } from 'react';
import styles from './CartPageHeader.module.css';
import { CartSteps } from './CartSteps';

/** The title row of every cart step: heading on the left, the step image on the right. */
export function CartPageHeader({
  step,
  title,
  extra,
}: {
  step: 1 | 2 | 3 | 4;
  title: string;
  extra?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <h1>
        {title}
        {extra}
      </h1>
      <CartSteps current={step} />
    </div>
  );
}
