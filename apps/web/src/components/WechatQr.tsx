import type { WechatQr as Qr, WechatPoll } from '@shop/contract';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { createWechatQr, pollWechat } from '../api/wechat/wechat';
import styles from './WechatQr.module.css';

const POLL_MS = 2000;

type Props = {
  purpose: 'login' | 'bind';
  /** A final answer of the poll: bound, logged_in or unbound. */
  onDone: (result: WechatPoll, ticket: string) => void;
};

/** The QR code to scan with WeChat, polled until the phone confirms. */
export function WechatQr({ purpose, onDone }: Props) {
  const [qr, setQr] = useState<Qr | null>(null);
  const [state, setState] = useState<'loading' | 'waiting' | 'expired' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const load = useCallback(async () => {
    setState('loading');
    setError(null);
    try {
      setQr(await createWechatQr(purpose));
      setState('waiting');
    } catch (e) {
      setError(isApiError(e) ? e.message : '二维码获取失败，请重试');
      setState('error');
    }
  }, [purpose]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!qr || state !== 'waiting') return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const result = await pollWechat(qr.ticket);
        if (stopped) return;
        if (result.status === 'waiting') return;
        stopped = true;
        clearInterval(timer);
        if (result.status === 'expired') setState('expired');
        else done.current(result, qr.ticket);
      } catch (e) {
        stopped = true;
        clearInterval(timer);
        setError(isApiError(e) ? e.message : '绑定失败，请重试');
        setState('error');
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [qr, state]);

  const phonePage = qr ? new URL(qr.qr_url, window.location.href).pathname : null;

  return (
    <div className={styles.box}>
      <div className={styles.code}>
        {state === 'loading' && <Spin />}
        {qr && state !== 'loading' && (
          <img src={qr.qr_image} alt="微信扫码二维码" width={200} height={200} />
        )}
        {(state === 'expired' || state === 'error') && (
          <div className={styles.mask}>
            <p>{state === 'expired' ? '二维码已失效' : '操作未完成'}</p>
            <Button type="primary" size="small" onClick={() => void load()}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      {error && <Alert type="error" showIcon title={error} className={styles.alert} />}
      <p className={styles.tip}>
        请使用微信扫一扫，在手机上确认{purpose === 'bind' ? '绑定' : '登录'}
      </p>
      {phonePage && state === 'waiting' && (
        <a href={phonePage} target="_blank" rel="noreferrer" className={styles.sandbox}>
          没有手机？打开沙箱微信确认页
        </a>
      )}
    </div>
  );
}
