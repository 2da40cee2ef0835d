import { ProFormDateTimeRangePicker } from '@ant-design/pro-components';
import dayjs, { type Dayjs } from 'dayjs';
import { ask } from './form-fields';

// When an activity runs (or a coupon may be claimed): the form's `range`
// field, its first values and what the API takes.

export type Window = [Dayjs | string, Dayjs | string];

/** A new activity's window: from this minute to the end of the day `days` from now. */
export const nextDays = (days: number): Window => [
  dayjs().startOf('minute'),
  dayjs().add(days, 'day').endOf('day'),
];

/** A saved window, as the field shows it. */
export const windowOf = (from: string, to: string): Window => [dayjs(from), dayjs(to)];

/** A window field's two ends as the API takes them (ISO 8601, UTC). */
export const isoWindow = ([from, to]: Window) =>
  [dayjs(from).toISOString(), dayjs(to).toISOString()] as const;

/**
 * When an activity runs (or a coupon may be claimed): both ends, to the minute.
 * `disabled` when it has ended; `startFixed` once it has started (only the end moves).
 */
export const WindowField = ({
  label = '活动时间',
  disabled,
  startFixed,
}: {
  label?: string;
  disabled?: boolean;
  startFixed?: boolean;
}) => (
  <ProFormDateTimeRangePicker
    name="range"
    label={label}
    disabled={disabled}
    fieldProps={startFixed ? { disabled: [true, false] } : {}}
    rules={[{ required: true, message: ask(label, '请选择') }]}
  />
);
