import { App, Switch } from 'antd';
import { useNoticeSettings, useSetPriceDrop } from '../api/standing-lists/standing-lists';

/** 消息设置: 降价通知 for favourite goods, on unless the company turned it off. */
export function PriceDropSwitch() {
  const settings = useNoticeSettings();
  const set = useSetPriceDrop();
  const { message } = App.useApp();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        aria-label="收藏商品降价通知"
        size="small"
        checked={settings.data?.price_drop === 1}
        loading={settings.isPending || set.isPending}
        onChange={(on) =>
          set.mutate(on, {
            onSuccess: () =>
              message.success(on ? '已开启收藏商品降价通知' : '已关闭收藏商品降价通知'),
          })
        }
      />
      <span aria-hidden="true">收藏商品降价时通知我</span>
    </span>
  );
}
