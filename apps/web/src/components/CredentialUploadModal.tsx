import type { ZizhiResult } from '@shop/contract';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useUploadCredential } from '../api/account-centre/upload-credential';
import { applyServerErrors } from '../lib/apply-server-errors';
import { countTo, maxChars } from '../lib/text-limit';

const MAX_BYTES = 5 * 1024 * 1024;

type UploadValues = {
  kind: string;
  number: string;
  issued_on: string;
  expires_on: string;
  holder_name?: string;
  holder_id_number?: string;
  file: string;
};

/** Uploads one document (a licence, the 委托书, the purchaser's ID card) with its number and dates. */
export function CredentialUploadModal({
  kinds,
  kind,
  okText = '提交审核',
  onClose,
}: {
  kinds: ZizhiResult['kinds'];
  kind: string;
  okText?: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadCredential();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idCard = kind === 'buyer_id';
  // The 委托书 names the purchaser it authorises (含特殊药品复方制剂 need it).
  const proxy = kind === 'proxy';
  return (
    <Modal
      title={`上传${kinds.find((k) => k.kind === kind)?.name ?? '证件'}`}
      open
      okText={okText}
      cancelText="取消"
      confirmLoading={upload.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind, number: '', issued_on: '', expires_on: '', file: '' }}
        onFinish={(v) => {
          setError(null);
          if (!file) {
            form.setFields([{ name: 'file', errors: ['请选择证件图片或 PDF 文件'] }]);
            return;
          }
          upload.mutate(
            {
              kind: v.kind,
              number: v.number,
              issued_on: v.issued_on,
              expires_on: v.expires_on,
              ...(proxy
                ? { holder_name: v.holder_name ?? '', holder_id_number: v.holder_id_number ?? '' }
                : {}),
              file,
            },
            {
              onSuccess: (r) => {
                // While registering nothing is under review until 提交审核.
                message.success(
                  okText === '上传'
                    ? `已上传${kinds.find((k) => k.kind === kind)?.name ?? '证件'}`
                    : r.msg || '证件已提交，请等待审核',
                );
                onClose();
              },
              onError: (e) => setError(applyServerErrors(form, e)),
            },
          );
        }}
      >
        {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 16 }} />}
        <Form.Item
          label="证件类型"
          name="kind"
          rules={[{ required: true, message: '请选择证件类型' }]}
        >
          <Select disabled options={kinds.map((k) => ({ value: k.kind, label: k.name }))} />
        </Form.Item>
        <Form.Item
          label={idCard ? '身份证号码' : '证件编号'}
          name="number"
          rules={[
            { required: true, message: idCard ? '请输入身份证号码' : '请输入证件编号' },
            idCard
              ? { pattern: /^\d{17}[\dXx]$/, message: '请输入 18 位身份证号码' }
              : maxChars('证件编号', 40),
          ]}
        >
          <Input count={idCard ? undefined : countTo(40)} maxLength={idCard ? 18 : undefined} />
        </Form.Item>
        {proxy && (
          <>
            <Form.Item
              label="被委托采购人姓名"
              name="holder_name"
              rules={[
                { required: true, whitespace: true, message: '请输入委托书载明的采购人姓名' },
              ]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              label="采购人身份证号码"
              name="holder_id_number"
              extra="与委托书一致；平台展示时隐藏中间号码"
              rules={[
                { required: true, message: '请输入采购人身份证号码' },
                { pattern: /^\d{17}[\dXx]$/, message: '请输入 18 位身份证号码' },
              ]}
            >
              <Input maxLength={18} />
            </Form.Item>
          </>
        )}
        <Form.Item
          label="发证日期"
          name="issued_on"
          rules={[{ required: true, message: '请选择发证日期' }]}
        >
          <Input type="date" aria-label="发证日期" />
        </Form.Item>
        <Form.Item
          label={idCard ? '有效期至（证件背面）' : '有效期至'}
          name="expires_on"
          rules={[{ required: true, message: '请选择有效期' }]}
        >
          <Input type="date" aria-label="有效期至" />
        </Form.Item>
        <Form.Item label="证件文件" name="file" extra="JPG、PNG、WebP 图片或 PDF，不超过 5 MB">
          <input
            type="file"
            aria-label="证件文件"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              if (f && f.size > MAX_BYTES) {
                form.setFields([{ name: 'file', errors: ['文件不能超过 5 MB'] }]);
                setFile(null);
                return;
              }
              form.setFields([{ name: 'file', errors: [] }]);
              setFile(f);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
