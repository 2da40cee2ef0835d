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
  // A number already sent and not yet answered: sending it again (Enter, then leaving the
  // box) would only repeat the request.
  const sending = useRef<number | null>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const disabled = isUnorderable(rules);

  // A new value from outside (the server's line, another tab) replaces what is shown; the
  // box's own value coming back must not wipe what the buyer has started typing since.
  useEffect(() => {
    if (value === shown.current) return;
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
    if (next === latest.current.value || next === sending.current) return;
    const result = latest.current.onChange(next);
    if (result instanceof Promise) {
      sending.current = next;
      result.then(
        () => {
          sending.current = null;
        },
        () => {
          sending.current = null;
          shown.current = latest.current.value;
          setText(String(latest.current.value));
        },
      );
    }
  }

  function apply({ value: next, notice }: QuantityResult) {
    // Keyed by its text: repeats update one message, while a different notice gets its own
    // (an update by key keeps the first one's closing time and may vanish at once).
    if (notice) message.warning({ content: notice, key: notice });
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
