import type { Address, AddressInput } from '@shop/contract';
import { isPhone, messages } from '@shop/domain';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveAddress } from '../api/address/save-address';
import { applyServerErrors } from '../lib/apply-server-errors';

type FormValues = Omit<AddressInput, 'is_default'> & { is_default: boolean };

/**
 * Add or edit one delivery address. `address` null adds; `onSaved` gets the saved address
 * (step 2 selects a new one at once).
 */
export function AddressFormModal({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveAddress();
  const [notice, setNotice] = useState<string | null>(null);

  // The fields start from the address when the dialog opens (the form is
  // made anew each time: destroyOnHidden), not when its opening animation
  // ends: on a slow machine the buyer is already typing by then.
  useEffect(() => {
    if (open) setNotice(null);
  }, [open]);
  const initialValues: Partial<FormValues> = address
    ? { ...address, is_default: address.is_default === 1 }
    : { name: '', phone: '', region: '', detail: '', is_default: false };

  const onFinish = (values: FormValues) => {
    setNotice(null);
    save.mutate(
      {
        id: address?.id,
        name: values.name.trim(),
        phone: values.phone.trim(),
        region: values.region.trim(),
        detail: values.detail.trim(),
        is_default: values.is_default ? 1 : 0,
      },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => setNotice(applyServerErrors(form, error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        labelCol={{ span: 5 }}
        onFinish={onFinish}
        preserve={false}
        initialValues={initialValues}
      >
        {notice && <Alert type="error" showIcon title={notice} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label="收货人"
          rules={[{ required: true, whitespace: true, message: '请输入收货人' }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="联系电话"
          rules={[
            { required: true, whitespace: true, message: '请输入联系电话' },
            {
              validator: (_, v: string | undefined) =>
                !v || isPhone(v.trim(), true)
                  ? Promise.resolve()
                  : Promise.reject(new Error(messages.phone)),
            },
          ]}
        >
          <Input placeholder="手机号码或固定电话，如 010-12345678" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          rules={[{ required: true, whitespace: true, message: '请输入所在地区' }]}
        >
          <Input placeholder="省 / 市 / 区县" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="detail"
          label="详细地址"
          rules={[{ required: true, whitespace: true, message: '请输入详细地址' }]}
        >
          <Input.TextArea rows={2} maxLength={120} showCount />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 5 }}>
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
