import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { isPhoneRegistered } from '../api/account/check-phone';
import { type SmsCodeInput, useCreateSmsCode } from '../api/account/create-sms-code';
import { isApiError } from '../api/api-error';

/** Spec: a new code may be asked for once a minute. */
const COOLDOWN_SECONDS = 60;

type Props = {
  /** Validates and returns the mobile number, or null (the form shows why). */
  getMobile: () => Promise<string | null>;
  /** Registration refuses a registered mobile; a forgotten password and a change of mobile ask for one. */
  purpose?: SmsCodeInput['type'];
  onTaken?: (message: string) => void;
  /** Shows a refusal of the code request where the form wants it (default: a message). */
  onError?: (error: unknown) => void;
};

/** 获取验证码 with its 60 s countdown. */
export function SmsCodeButton({ getMobile, purpose = 'register', onTaken, onError }: Props) {
  const [left, setLeft] = useState(0);
  const [checking, setChecking] = useState(false);
  const sendCode = useCreateSmsCode();
  const { message } = App.useApp();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    if (purpose === 'register') {
      setChecking(true);
      try {
        if (await isPhoneRegistered(mobile)) {
          onTaken?.('该手机号已注册，请直接登录');
          return;
        }
      } catch {
        // The code request below reports any failure of its own.
      } finally {
        setChecking(false);
      }
    }
    sendCode.mutate(
      { mobile, type: purpose },
      {
        onSuccess: (msg) => {
          message.success(msg || '验证码已发送');
          setLeft(COOLDOWN_SECONDS);
        },
        onError: (error) => {
          if (onError) onError(error);
          else if (
            isApiError(error) &&
            (error.kind === 'business' || error.kind === 'validation')
          ) {
            message.error(error.message);
          }
        },
      },
    );
  };

  return (
    <Button
      onClick={onClick}
      disabled={left > 0}
      loading={checking || sendCode.isPending}
      style={{ width: 120 }}
    >
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </Button>
  );
}
