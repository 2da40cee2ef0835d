import { UploadOutlined } from '@ant-design/icons';
import { ProForm } from '@ant-design/pro-components';
import { Button, Upload, type UploadFile } from 'antd';

// The file of a 首营资料 upload inside a form: one file, kept in the form
// until 上传 (never sent on its own), checked for type and size here as the
// server checks it again from the bytes.

export type PaperFileRule = { accept: string; maxBytes: number; words: string };

export const PAPER_FILE: PaperFileRule = {
  accept: 'application/pdf,image/jpeg,image/png',
  maxBytes: 10 * 1024 * 1024,
  words: 'PDF、JPG 或 PNG，不超过 10 MB',
};

/** The chosen file of a form's `file` field (an antd file list). */
export const chosenFile = (list: UploadFile[] | undefined) =>
  list?.[0]?.originFileObj as File | undefined;

export function PaperFileField({
  label = '文件',
  rule = PAPER_FILE,
}: {
  label?: string;
  rule?: PaperFileRule;
}) {
  return (
    <ProForm.Item
      name="file"
      label={label}
      extra={rule.words}
      valuePropName="fileList"
      getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
      rules={[
        { required: true, message: '请选择文件' },
        {
          validator: async (_: unknown, list: UploadFile[] | undefined) => {
            const f = chosenFile(list);
            if (f && f.size > rule.maxBytes)
              throw new Error(`文件不能超过 ${rule.maxBytes / 1024 / 1024} MB`);
          },
        },
      ]}
    >
      <Upload accept={rule.accept} maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </ProForm.Item>
  );
}
