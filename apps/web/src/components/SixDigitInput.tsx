import { Input } from 'antd';

/**
 * The six-box input Chinese payment pages use for a 支付密码: digits only,
 * masked. Controlled through value/onChange so it sits in an antd Form.Item.
 */
export function SixDigitInput({
  value,
  onChange,
  autoFocus,
  label = '支付密码',
}: {
  value?: string;
  onChange?: (value: string) => void;
  autoFocus?: boolean;
  label?: string;
}) {
  return (
    <Input.OTP
      length={6}
      mask
      value={value ?? ''}
      autoFocus={autoFocus}
      aria-label={label}
      formatter={(s) => s.replace(/\D/g, '')}
      onInput={(cells) => onChange?.(cells.join(''))}
    />
  );
}
