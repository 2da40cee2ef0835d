import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { uploadBrandPicture } from '../../api/zones';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** A brand picture: upload (JPG/PNG/WebP ≤ 5 MB) or type an address; empty means drawn from the name. */
export function PictureField({
  kind,
  value = '',
  onChange,
}: {
  kind: 'logo' | 'banner';
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="留空则按品牌名称自动生成"
          allowClear
        />
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > MAX_BYTES) {
              message.error('图片不能超过 5 MB');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            setBusy(true);
            uploadBrandPicture(kind, file as File).then(
              (url) => {
                setBusy(false);
                onChange?.(url);
                onSuccess?.(url);
              },
              (e) => {
                setBusy(false);
                message.error(isApiError(e) ? e.message : '上传失败');
                onError?.(e as Error);
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            上传
          </Button>
        </Upload>
      </Space.Compact>
      {value && <Image src={value} height={kind === 'logo' ? 60 : 80} alt="预览" />}
    </Space>
  );
}
