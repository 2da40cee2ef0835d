import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type NewListSource, useCreateStandingList } from '../api/standing-lists/standing-lists';

type Props = {
  /** Where the list's goods come from, read when the buyer confirms. */
  source: () => NewListSource;
  label?: string;
  defaultName?: string;
  disabled?: boolean;
  type?: 'primary' | 'default' | 'link';
  onCreated?: (id: number) => void;
};

/** 存为常购清单: asks for a name, then saves the goods as one of the company's lists. */
export function SaveAsListButton({
  source,
  label = '存为常购清单',
  defaultName = '',
  disabled,
  type = 'default',
  onCreated,
}: Props) {
  const create = useCreateStandingList();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();

  const save = ({ name }: { name: string }) =>
    create.mutate(
      { name, source: source() },
      {
        onSuccess: (r) => {
          setOpen(false);
          form.resetFields();
          if (onCreated) onCreated(r.data.id);
          else
            message.success(
              <>
                已保存常购清单“{r.data.name}”（{r.data.line_count} 种商品），
                <Link to={`/cgqd/${r.data.id}`}>去查看</Link>
              </>,
            );
        },
      },
    );

  return (
    <>
      <Button type={type} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        title={label}
        open={open}
        okText="保存"
        cancelText="取消"
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ name: defaultName }} onFinish={save}>
          <Form.Item
            name="name"
            label="清单名称"
            rules={[
              { required: true, whitespace: true, message: '请输入清单名称' },
              { max: 30, message: '清单名称不能超过 30 个字符' },
            ]}
            validateStatus={create.isError ? 'error' : undefined}
            help={create.isError ? create.error.message : undefined}
          >
            <Input placeholder="例如：每周常购、感冒季备货" maxLength={30} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** 新建清单: an empty list, its goods added on its own page. */
export function NewListButton({ onCreated }: { onCreated: (id: number) => void }) {
  return (
    <SaveAsListButton type="primary" label="新建清单" source={() => ({})} onCreated={onCreated} />
  );
}
