import { MobileOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import styles from './AppQrPopover.module.css';

/** 手机APP: the download code shown on hover. */
export function AppQrPopover({ className }: { className?: string }) {
  return (
    <Popover
      placement="bottom"
      content={
        <div className={styles.qr}>
          <img src="/img/qr/app.svg" alt="手机APP下载二维码" width={120} height={120} />
          <span>扫码下载手机APP</span>
        </div>
      }
    >
      <button type="button" className={className} aria-haspopup="dialog">
        <MobileOutlined aria-hidden="true" /> 手机APP
      </button>
    </Popover>
  );
}
