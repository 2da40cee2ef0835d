import type { AdminFlashSession } from '@shop/contract';
import { App, DatePicker, Form, Input, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useSaveFlashSession } from '../../api/flash';
import { showFormError } from './form-error';

type Values = { title: string; window: [Dayjs, Dayjs]; enabled: boolean };

/** Creates a session (session null) or edits one: its name and window. */
export function FlashSessionModal({
  session,
  open,
  onClose,
}: {
  session: AdminFlashSession | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveFlashSession();
  const { message } = App.useApp();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      session
        ? {
            title: session.title,
            window: [dayjs(session.starts_at), dayjs(session.ends_at)],
            enabled: session.enabled,
          }
        : { title: '', enabled: true },
    );
  }, [open, session, form]);

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({
        id: session?.id,
        body: {
          title: v.title,
          starts_at: v.window[0].toISOString(),
          ends_at: v.window[1].toISOString(),
          enabled: v.enabled,
        },
      });
      message.success('秒杀场次已保存');
      onClose();
    } catch (e) {
      showFormError(e, message);
    }
  };

  return (
    <Modal
      title={session ? '编辑秒杀场次' : '新建秒杀场次'}
      open={open}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="title"
          label="场次名称"
          rules={[{ required: true, message: '请输入场次名称' }]}
        >
          <Input maxLength={30} placeholder="如：10点场" />
        </Form.Item>
        <Form.Item
          name="window"
          label="时间"
          rules={[{ required: true, message: '请选择开始和结束时间' }]}
        >
          <DatePicker.RangePicker showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="enabled" label="开始（买家可见）" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
