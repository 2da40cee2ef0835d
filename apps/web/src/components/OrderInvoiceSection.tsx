import type { InvoiceApplyBody, InvoiceItem } from '@shop/contract';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useApplyInvoice } from '../api/invoice/apply-invoice';
import { useOrderInvoice } from '../api/invoice/get-order-invoice';
import { applyServerErrors } from '../lib/apply-server-errors';
import { formatDateTime } from '../lib/format-time';
import { countTo, maxChars } from '../lib/text-limit';
import styles from './OrderInvoiceSection.module.css';

export const INVOICE_STATUS_COLORS = {
  pending: 'processing',
  issued: 'success',
  rejected: 'error',
} as const;

/** An invoice request's facts and, once issued, its PDF (served to the company only). */
export function InvoiceFacts({ invoice: i }: { invoice: InvoiceItem }) {
  return (
    <Descriptions
      size="small"
      column={2}
      items={[
        {
          key: 'status',
          label: '状态',
          children: <Tag color={INVOICE_STATUS_COLORS[i.status]}>{i.status_text}</Tag>,
        },
        { key: 'type', label: '发票类型', children: i.type_text },
        { key: 'title', label: '发票抬头', children: i.title },
        { key: 'tax', label: '纳税人识别号', children: i.tax_no },
        { key: 'amount', label: '开票金额', children: `¥${i.amount}` },
        { key: 'created', label: '申请时间', children: formatDateTime(i.created_at) },
        ...(i.invoice_no ? [{ key: 'no', label: '发票号码', children: i.invoice_no }] : []),
        ...(i.status === 'rejected'
          ? [{ key: 'reason', label: '驳回原因', children: i.reject_reason }]
          : []),
        ...(i.pdf_url
          ? [
              {
                key: 'pdf',
                label: '电子发票',
                children: (
                  <a href={i.pdf_url} download>
                    下载 PDF
                  </a>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

type FormValues = Partial<Omit<InvoiceApplyBody, 'order_id' | 'type'>> & { type: 1 | 2 };

/** 申请发票: 普通发票 needs the title and tax number; 专用发票 also the address, phone and bank. */
function ApplyModal({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const apply = useApplyInvoice();
  const [error, setError] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? 1;
  const submit = async (values: FormValues) => {
    setError(null);
    try {
      await apply.mutateAsync({
        order_id: orderId,
        type: values.type,
        title: values.title ?? '',
        tax_no: values.tax_no ?? '',
        address: values.address ?? '',
        phone: values.phone ?? '',
        bank: values.bank ?? '',
        account: values.account ?? '',
      });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  };
  const special = type === 2;
  const need = (label: string, max: number) => [
    ...(special ? [{ required: true, message: `请填写${label}` }] : []),
    maxChars(label, max),
  ];
  return (
    <Modal
      open
      title="申请电子发票"
      okText="提交申请"
      cancelText="取消"
      confirmLoading={apply.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} className={styles.alert} />}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ type: 1 }}
        onFinish={submit}
        requiredMark
      >
        <Form.Item name="type" label="发票类型">
          <Radio.Group
            options={[
              { value: 1, label: '增值税普通发票' },
              { value: 2, label: '增值税专用发票' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="发票抬头"
          rules={[{ required: true, message: '请填写发票抬头' }, maxChars('发票抬头', 100)]}
        >
          <Input count={countTo(100)} placeholder="单位全称" />
        </Form.Item>
        <Form.Item
          name="tax_no"
          label="纳税人识别号"
          rules={[
            { required: true, message: '请填写纳税人识别号' },
            { pattern: /^[0-9A-Za-z]{15,20}$/, message: '纳税人识别号为 15-20 位字母或数字' },
          ]}
        >
          <Input placeholder="统一社会信用代码" />
        </Form.Item>
        <Form.Item name="address" label="注册地址" rules={need('注册地址', 200)}>
          <Input count={countTo(200)} />
        </Form.Item>
        <Form.Item name="phone" label="注册电话" rules={need('注册电话', 30)}>
          <Input count={countTo(30)} />
        </Form.Item>
        <Form.Item name="bank" label="开户银行" rules={need('开户银行', 100)}>
          <Input count={countTo(100)} />
        </Form.Item>
        <Form.Item name="account" label="银行账号" rules={need('银行账号', 40)}>
          <Input count={countTo(40)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The order detail's invoice: the request and its PDF, or 申请发票 for a paid order. */
export function OrderInvoiceSection({ orderId }: { orderId: number }) {
  const { data } = useOrderInvoice(orderId);
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <section className={styles.section} aria-label="电子发票">
      <div className={styles.head}>
        <h2>电子发票</h2>
        {data.can_apply === 1 && (
          <Button type="primary" onClick={() => setOpen(true)}>
            {data.invoice ? '重新申请发票' : '申请发票'}
          </Button>
        )}
      </div>
      {data.invoice ? (
        <InvoiceFacts invoice={data.invoice} />
      ) : (
        <p className={styles.muted}>{data.reason || '尚未申请发票'}</p>
      )}
      {open && <ApplyModal orderId={orderId} onClose={() => setOpen(false)} />}
    </section>
  );
}
