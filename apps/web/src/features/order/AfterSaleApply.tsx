import type { AfterSaleOrderLine } from '@shop/contract';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Table } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_PHOTOS, useApplyAfterSale } from '../../api/order/after-sales';
import { PhotoUpload, uploadedUrls } from '../../components/PhotoUpload';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Values = { kind: 'refund' | 'return'; reason: string };

/** 申请售后: choose lines and quantities, 仅退款 or 退货退款, a reason and up to 5 photos. */
export function AfterSaleApply({
  orderId,
  lines,
}: {
  orderId: number;
  lines: AfterSaleOrderLine[];
}) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const apply = useApplyAfterSale(orderId);
  const kind = Form.useWatch('kind', form) ?? 'refund';
  const open_ = lines.some((l) => l.claimable > 0);

  const submit = async (v: Values) => {
    const chosen = Object.entries(numbers)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => ({ id: Number(id), number: n }));
    if (chosen.length === 0) {
      message.warning('请选择售后商品和数量');
      return;
    }
    const urls = uploadedUrls(photos);
    try {
      await apply.mutateAsync({
        kind: v.kind,
        reason: v.reason.trim(),
        lines: chosen,
        photos: urls,
        key,
      });
    } catch (error) {
      const text = applyServerErrors(form, error);
      if (text) message.error(text);
      return;
    }
    message.success('售后申请已提交，请等待审核');
    setOpen(false);
    setNumbers({});
    setPhotos([]);
    setKey(newIdempotencyKey());
    form.resetFields();
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!open_}>
        申请售后
      </Button>
      <Modal
        title="申请售后"
        open={open}
        width={720}
        okText="提交申请"
        confirmLoading={apply.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ kind: 'refund' }}
          onFinish={submit}
        >
          <Form.Item name="kind" label="售后类型">
            <Radio.Group
              options={[
                { value: 'refund', label: '仅退款' },
                { value: 'return', label: '退货退款' },
              ]}
            />
          </Form.Item>
          <Table<AfterSaleOrderLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={lines}
            columns={[
              { title: '商品', dataIndex: 'name' },
              { title: '购买', dataIndex: 'number', width: 70, render: (n, l) => `${n}${l.bzdw}` },
              { title: '实付（元）', dataIndex: 'paid_share', width: 100, align: 'right' },
              {
                title: '售后数量',
                key: 'q',
                width: 130,
                render: (_, l) => {
                  const disabled = l.claimable === 0 || (kind === 'return' && !l.shipped);
                  return (
                    <InputNumber
                      aria-label={`${l.name} 售后数量`}
                      min={0}
                      max={l.claimable}
                      precision={0}
                      disabled={disabled}
                      value={numbers[l.id] ?? 0}
                      onChange={(n) => setNumbers((m) => ({ ...m, [l.id]: Number(n ?? 0) }))}
                      addonAfter={`/${l.claimable}`}
                    />
                  );
                },
              },
            ]}
          />
          <Form.Item
            name="reason"
            label="售后原因"
            style={{ marginTop: 16 }}
            rules={[{ required: true, whitespace: true, message: '请填写售后原因' }]}
          >
            <Input.TextArea
              maxLength={500}
              showCount
              rows={3}
              placeholder="如：药品破损、发错货、近效期"
            />
          </Form.Item>
          <Form.Item label={`凭证照片（最多 ${MAX_PHOTOS} 张，JPG/PNG/WebP，每张不超过 5 MB）`}>
            <PhotoUpload
              action="/api/upload/after-sale-photo"
              max={MAX_PHOTOS}
              photos={photos}
              onChange={setPhotos}
            />
          </Form.Item>
        </Form>
        <p>
          提交前请阅读{' '}
          <Link to="/help/zfps/ypth" target="_blank" style={{ color: 'var(--primary)' }}>
            药品退换政策
          </Link>
          。
        </p>
      </Modal>
    </>
  );
}
