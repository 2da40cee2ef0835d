import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import type { ColProps } from 'antd';
import { MONEY } from '../lib/money';

// Fields the console's forms share, each with the rule the server applies
// again: a name, yuan with at most two decimals, whole numbers.

/** Where the field sits: a width, or a column of a grid form. */
type Field = {
  name: string;
  label: string;
  width?: 'sm' | 'md';
  colProps?: ColProps;
  /** Shown but not editable (an ended activity). */
  disabled?: boolean;
};

/** 请输入套餐价 for 套餐价（元）: what an empty required field asks for. */
export const ask = (label: string, verb = '请输入') => `${verb}${label.replace(/（.*）$/, '')}`;

/** A name that must be given (a title, a coupon's name), at most `max` characters. */
export const NameField = ({ max, ...f }: Field & { max: number }) => (
  <ProFormText
    {...f}
    rules={[{ required: true, whitespace: true, message: ask(f.label) }]}
    fieldProps={{ maxLength: max }}
  />
);

/** An amount in yuan, asked for when `required` and empty. */
export const MoneyField = ({ required, ...f }: Field & { required?: boolean }) => (
  <ProFormText
    {...f}
    rules={[
      ...(required ? [{ required: true, message: ask(f.label) }] : []),
      { pattern: MONEY, message: '金额最多两位小数' },
    ]}
  />
);

/** A whole number between min and max, asked for when `required` and empty. */
export const WholeField = ({
  min,
  max,
  required,
  tooltip,
  ...f
}: Field & { min: number; max: number; required?: boolean; tooltip?: string }) => (
  <ProFormDigit
    {...f}
    min={min}
    max={max}
    tooltip={tooltip}
    fieldProps={{ precision: 0 }}
    rules={required ? [{ required: true, message: ask(f.label) }] : []}
  />
);
