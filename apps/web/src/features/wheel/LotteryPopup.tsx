import type { DrawResult } from '@shop/contract';
import { App, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDrawOnce } from '../../api/wheel/draw-once';
import { useDrawActivity } from '../../api/wheel/get-draw-activity';
import { useDrawSimple } from '../../api/wheel/get-draw-simple';
import styles from './LotteryPopup.module.css';
import { WheelDisc } from './WheelDisc';

/** The close animation's length (spec section 4). */
export const CLOSE_MS = 1_000;
const SHOWN_KEY = 'lottery-popup-shown';

/** The clinic zone and its index routes, where the pop-up is offered. */
const isClinicZone = (path: string) => /^\/zszq(?:[/_].*)?$/.test(path);

const alreadyShown = (id: number) => sessionStorage.getItem(SHOWN_KEY) === String(id);

/**
 * The lottery pop-up (spec section 4): shown once on the clinic zone when the
 * buyer has not joined the running wheel (is_join 0); a draw shows a loading
 * state, then the prize's name and remarks; closing mid-draw asks first; it
 * closes with a 1 s animation.
 */
export function LotteryPopup() {
  const { pathname } = useLocation();
  const onZone = isClinicZone(pathname);
  const simple = useDrawSimple(onZone);
  const id = simple.data?.id ?? 0;
  const offered = onZone && id > 0 && simple.data?.is_join === 0;
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const activity = useDrawActivity(open ? id : 0);
  const drawing = useDrawOnce();
  const { message, modal } = App.useApp();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!offered || alreadyShown(id)) return;
    sessionStorage.setItem(SHOWN_KEY, String(id));
    setOpen(true);
  }, [offered, id]);

  if (!open) return null;

  const close = () => {
    setClosing(true);
    timer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, CLOSE_MS);
  };
  const askClose = () => {
    if (!drawing.isPending) return close();
    modal.confirm({
      title: '正在抽奖，确定要关闭吗？',
      content: '关闭后抽奖结果可在“我的抽奖记录”中查看。',
      okText: '关闭',
      cancelText: '继续等待',
      onOk: close,
    });
  };
  const draw = () =>
    drawing.mutate(id, {
      onSuccess: setResult,
      onError: (e) => void message.error(e.message),
    });
  const a = activity.data;

  return (
    <div
      className={`${styles.mask} ${closing ? styles.closing : ''}`}
      style={{ transitionDuration: `${CLOSE_MS}ms` }}
      role="dialog"
      aria-label="幸运抽奖"
    >
      <div className={styles.box} style={{ transitionDuration: `${CLOSE_MS}ms` }}>
        <button type="button" className={styles.close} aria-label="关闭" onClick={askClose}>
          ×
        </button>
        <h2>{a?.name ?? '幸运大转盘'}</h2>
        {result ? (
          <div className={styles.result} data-testid="lottery-result">
            <h3>{result.type === 0 ? result.name : `恭喜抽中「${result.name}」`}</h3>
            <p>{result.remarks}</p>
            <p className={styles.links}>
              <Link to="/zpcj" onClick={close}>
                查看我的抽奖记录 ›
              </Link>
            </p>
            <Button type="primary" danger onClick={close}>
              知道了
            </Button>
          </div>
        ) : drawing.isPending ? (
          <div className={styles.loading}>
            <Spin size="large" />
            <p>正在抽奖…</p>
          </div>
        ) : !a ? (
          <div className={styles.loading}>
            <Spin />
          </div>
        ) : (
          <>
            <p className={styles.sub}>
              您有 <b>{a.chances}</b> 次抽奖机会，好礼等你拿
            </p>
            <div className={styles.disc}>
              <WheelDisc prizes={a.prizes} angle={0} size={260} />
            </div>
            <Button
              type="primary"
              danger
              size="large"
              shape="round"
              disabled={a.state !== 0 || (a.chances === 0 && a.points_per_draw === 0)}
              onClick={draw}
            >
              立即抽奖
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
