import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Popconfirm } from 'antd';
import { useState } from 'react';
import { useUnbindWechat, useWechatBinding } from '../../api/wechat/wechat';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { WechatQr } from '../../components/WechatQr';
import { formatDateTime } from '../../lib/format-time';
import styles from './BindWechatPage.module.css';

/** /bdwx (/zhzx_bdwx): bind this login's WeChat, to log in by scanning; or unbind it. */
export function BindWechatPage() {
  const binding = useWechatBinding();
  const unbind = useUnbindWechat();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [scanning, setScanning] = useState(false);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>绑定微信</h1>
      {binding.isPending && <PageSpinner padding={80} />}
      {binding.isError && <LoadFailed what="微信绑定" query={binding} />}
      {binding.data?.bound === 1 && (
        <>
          <Descriptions column={1} className={styles.info}>
            <Descriptions.Item label="绑定状态">已绑定</Descriptions.Item>
            <Descriptions.Item label="微信昵称">{binding.data.nickname}</Descriptions.Item>
            <Descriptions.Item label="绑定时间">
              {binding.data.bound_at ? formatDateTime(binding.data.bound_at) : ''}
            </Descriptions.Item>
          </Descriptions>
          <p className={styles.hint}>绑定后可在登录页使用微信扫码登录本账号。</p>
          <Popconfirm
            title="解除绑定后将不能用该微信扫码登录，确定解除吗？"
            onConfirm={() => unbind.mutate(undefined, { onSuccess: (msg) => message.success(msg) })}
          >
            <Button danger loading={unbind.isPending}>
              解除绑定
            </Button>
          </Popconfirm>
        </>
      )}
      {binding.data?.bound === 0 && !scanning && (
        <>
          <p className={styles.hint}>
            当前账号未绑定微信。绑定后可在登录页使用微信扫码登录，一个微信只能绑定一个账号。
          </p>
          <Button type="primary" onClick={() => setScanning(true)}>
            绑定微信
          </Button>
        </>
      )}
      {binding.data?.bound === 0 && scanning && (
        <WechatQr
          purpose="bind"
          onDone={(result) => {
            setScanning(false);
            message.success(`已绑定微信：${result.nickname ?? ''}`);
            void queryClient.invalidateQueries();
          }}
        />
      )}
    </div>
  );
}
