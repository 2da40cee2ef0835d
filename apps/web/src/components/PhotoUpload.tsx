import { App, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';

/** The largest photo the server takes (a 422 beyond it). */
const MAX_BYTES = 5 * 1024 * 1024;

/** The urls the server answered for the photos uploaded so far. */
export const uploadedUrls = (photos: UploadFile[]) =>
  photos.flatMap((p) =>
    p.status === 'done' && p.response?.data?.url ? [p.response.data.url as string] : [],
  );

/**
 * Photos sent one at a time to `action` (multipart, field `file`) as they are
 * chosen; a refusal (wrong type, too large) shows on the photo with the server's message.
 */
export function PhotoUpload({
  action,
  max,
  photos,
  onChange,
}: {
  action: string;
  max: number;
  photos: UploadFile[];
  onChange: (photos: UploadFile[]) => void;
}) {
  const { message } = App.useApp();
  return (
    <Upload
      action={action}
      name="file"
      listType="picture-card"
      accept="image/jpeg,image/png,image/webp"
      maxCount={max}
      fileList={photos}
      onChange={({ fileList }) =>
        onChange(
          fileList.map((f) =>
            f.status === 'done' && f.response?.code !== 10000
              ? { ...f, status: 'error', response: f.response?.msg ?? '上传失败' }
              : f,
          ),
        )
      }
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          message.error('图片不能超过 5 MB');
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
    >
      {photos.length < max ? '上传' : null}
    </Upload>
  );
}
