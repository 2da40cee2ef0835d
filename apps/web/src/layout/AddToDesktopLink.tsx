import { App } from 'antd';
import { useConfig } from '../api/content/get-config';
import { bookmarkShortcut, downloadDesktopShortcut } from '../lib/add-to-desktop';

/** Saves a desktop shortcut file and tells the buyer how to finish (or to bookmark). */
export function AddToDesktopLink({ className }: { className?: string }) {
  const { modal } = App.useApp();
  const { data: config } = useConfig();
  const title = config?.site.title ?? document.title;

  const onClick = () => {
    downloadDesktopShortcut(title);
    modal.info({
      title: '添加到桌面',
      content: (
        <div>
          <p>已下载快捷方式文件“{title}.url”，将它移动到桌面后双击即可打开商城。</p>
          <p>也可以按 {bookmarkShortcut()} 把本站加入浏览器收藏夹。</p>
        </div>
      ),
      okText: '知道了',
    });
  };

  return (
    <button type="button" className={className} onClick={onClick}>
      添加到桌面
    </button>
  );
}
