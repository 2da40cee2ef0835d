import type { QuantityRules } from '@shop/domain';
import { App } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styles from './QuantityBox.module.css';
import {
  isUnorderable,
  QUANTITY_DEBOUNCE_MS,
  type QuantityResult,
  stepQuantity,
  typedQuantity,
  typingText,
} from './quantity-box';

export const MAX_QUANTITY_MESSAGE = '已达最大购买量';

type Props = {
  rules: QuantityRules;
  value: number;
  /**
   * Called 200 ms after the last step or edit (spec section 4). A returned promise that
   * rejects puts the box back to `value`, e.g. when the server refuses a cart edit.
   */
  onChange: (value: number) => unknown;
  size?: 'sm' | 'md';
  label?: string;
};

/** − [n] + : steps by the mid-pack quantity, capped at the maximum (domain quantity rules). */
export function QuantityBox({ rules, value, onChange, size = 'md', label = '购买数量' }: Props) {
  const { message } = App.useApp();
  const [text, setText] = useState(String(value));
  const shown = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const disabled = isUnorderable(rules);

  // A new value from outside (the server's line, another tab) replaces what is shown.
  useEffect(() => {
    shown.current = value;
    setText(String(value));
  }, [value]);

  // Leaving (e.g. closing the drawer) must not lose a change still waiting for its 200 ms.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      if (shown.current === latest.current.value) return;
      const result = latest.current.onChange(shown.current);
      // Nothing is left on screen to go back; the refusal was shown by the caller.
      if (result instanceof Promise) result.catch(() => {});
    },
    [],
  );

  function emit(next: number) {
    timer.current = undefined;
    if (next === latest.current.value) return;
    const result = latest.current.onChange(next);
    if (result instanceof Promise) {
      result.catch(() => {
        shown.current = latest.current.value;
        setText(String(latest.current.value));
      });
    }
  }

  function apply({ value: next, capped }: QuantityResult) {
    if (capped) message.warning({ content: MAX_QUANTITY_MESSAGE, key: 'quantity-max' });
    shown.current = next;
    setText(String(next));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), QUANTITY_DEBOUNCE_MS);
  }

  const commitTyped = () => apply(typedQuantity(text, shown.current, rules));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commitTyped();
    else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      apply(stepQuantity(shown.current, e.key === 'ArrowUp' ? 1 : -1, rules));
    }
  };

  return (
    <span className={`${styles.box} ${styles[size]} ${disabled ? styles.disabled : ''}`}>
      <button
        type="button"
        aria-label="减少"
        disabled={disabled || shown.current <= rules.min}
        onClick={() => apply(stepQuantity(shown.current, -1, rules))}
      >
        −
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        value={disabled ? '0' : text}
        disabled={disabled}
        onChange={(e) => setText(typingText(e.target.value))}
        onBlur={commitTyped}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        aria-label="增加"
        disabled={disabled}
        onClick={() => apply(stepQuantity(shown.current, 1, rules))}
      >
        +
      </button>
    </span>
  );
}
