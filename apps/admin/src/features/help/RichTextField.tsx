import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { usePreview } from '../../api/help';

/**
 * The article's HTML as a textarea, with a preview of what the shop will
 * show: the server's sanitiser applied (scripts, event handlers and
 * javascript: links removed), drawn in a sandboxed frame that runs no script.
 */
export function RichTextField({ max = 50_000 }: { max?: number }) {
  const form = Form.useFormInstance();
  const preview = usePreview();
  const [html, setHtml] = useState<string | null>(null);
  const show = async () => {
    const content = String(form.getFieldValue('content') ?? '');
    setHtml((await preview.mutateAsync(content)).content);
  };
  return (
    <>
      <Form.Item
        name="content"
        label={
          <Space>
            内容（HTML）
            <Button size="small" onClick={show} loading={preview.isPending}>
              预览净化后的效果
            </Button>
          </Space>
        }
        rules={[{ required: true, whitespace: true, message: '请输入内容' }]}
        extra="可用 p、h2-h4、ul/ol/li、strong、table、a、img 等标签；脚本、事件属性和 javascript: 链接保存时会被移除。"
      >
        <Input.TextArea rows={12} maxLength={max} showCount style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      {preview.isError && <Alert type="error" title={preview.error.message} />}
      {html !== null && (
        <iframe
          title="预览"
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.8 sans-serif;margin:12px}th,td{border:1px solid #eee;padding:4px 10px}table{border-collapse:collapse}</style>${html}`}
          style={{ width: '100%', height: 300, border: '1px solid #f0f0f0' }}
        />
      )}
    </>
  );
}
