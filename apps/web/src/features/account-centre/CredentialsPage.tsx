import type { CredentialItem, ZizhiResult } from '@shop/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Select,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../../api/account/get-user-info';
import { useJyfw } from '../../api/account-centre/get-jyfw';
import { useZizhi } from '../../api/account-centre/get-zizhi';
import { useUploadCredential } from '../../api/account-centre/upload-credential';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { countTo, maxChars } from '../../lib/text-limit';
import styles from './AccountCentre.module.css';

const MAX_BYTES = 5 * 1024 * 1024;

/** A row per kind the company should hold: the licence in force, or none yet. */
type Row = { kind: string; name: string; item: CredentialItem | null };

function ExpiryTag({ c }: { c: CredentialItem }) {
  if (c.expiry === 'expired') return <Tag color="red">已过期</Tag>;
  if (c.expiry === 'expiring') return <Tag color="orange">{`${c.days_left} 天后到期`}</Tag>;
  return <Tag color="green">有效</Tag>;
}

const fileLink = (c: CredentialItem | null) =>
  c?.has_file ? (
    <a href={c.file_url} target="_blank" rel="noreferrer">
      查看
    </a>
  ) : (
    <span className={styles.note}>未上传</span>
  );

/** /zzzj (alias /jcxx_zzzj): the company's licences, renewals under review, business scope. */
export function CredentialsPage() {
  const zizhi = useZizhi();
  const jyfw = useJyfw();
  const { user } = useUserInfo();
  const [uploading, setUploading] = useState<string | null>(null);
  if (zizhi.isPending) return <PageSpinner padding={80} />;
  if (zizhi.isError) return <LoadFailed what="资质证件" query={zizhi} />;
  const z = zizhi.data;
  const isMain = user?.is_main === 1;
  const pendingKinds = new Set(
    z.submissions.filter((s) => s.status === 'pending').map((s) => s.kind),
  );
  const rows: Row[] = z.kinds.map((k) => ({
    ...k,
    item: z.current.find((c) => c.kind === k.kind) ?? null,
  }));

  const columns: TableColumnsType<Row> = [
    { title: '证件类型', dataIndex: 'name', width: 150 },
    { title: '证件编号', key: 'number', render: (_, r) => r.item?.number ?? '—' },
    { title: '发证日期', key: 'issued', width: 110, render: (_, r) => r.item?.issued_on ?? '—' },
    { title: '有效期至', key: 'expires', width: 110, render: (_, r) => r.item?.expires_on ?? '—' },
    {
      title: '状态',
      key: 'state',
      width: 150,
      render: (_, r) => (
        <>
          {r.item ? <ExpiryTag c={r.item} /> : <Tag>未上传</Tag>}
          {pendingKinds.has(r.kind) && <Tag color="blue">更新审核中</Tag>}
        </>
      ),
    },
    { title: '文件', key: 'file', width: 70, render: (_, r) => fileLink(r.item) },
    {
      title: '操作',
      key: 'op',
      width: 100,
      render: (_, r) =>
        isMain && !pendingKinds.has(r.kind) ? (
          <Button type="link" size="small" onClick={() => setUploading(r.kind)}>
            {r.item ? '更新证件' : '上传证件'}
          </Button>
        ) : null,
    },
  ];

  const subColumns: TableColumnsType<CredentialItem> = [
    { title: '证件类型', dataIndex: 'kind_name', width: 150 },
    { title: '证件编号', dataIndex: 'number' },
    { title: '有效期至', dataIndex: 'expires_on', width: 110 },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => v.slice(0, 16).replace('T', ' '),
    },
    {
      title: '审核状态',
      key: 'status',
      render: (_, c) =>
        c.status === 'pending' ? (
          <Tag color="blue">审核中</Tag>
        ) : (
          <>
            <Tag color="red">未通过</Tag>
            <span>{c.reason}</span>
          </>
        ),
    },
    { title: '文件', key: 'file', width: 70, render: (_, c) => fileLink(c) },
  ];

  return (
    <div className={styles.page}>
      <h1>资质证件</h1>
      {z.warning && (
        <Alert type="warning" showIcon message={z.warning} className={styles.warning} />
      )}
      <section className={styles.section}>
        <h2>企业资质</h2>
        <Table rowKey="kind" size="small" columns={columns} dataSource={rows} pagination={false} />
        <p className={styles.note}>
          {isMain
            ? '证件更新后需平台审核，审核期间原证件继续有效。支持 JPG、PNG、WebP 图片或 PDF，不超过 5 MB。'
            : '子账号只能查看资质，上传与更新请联系主账号。'}
        </p>
      </section>
      {z.submissions.length > 0 && (
        <section className={styles.section}>
          <h2>证件更新记录</h2>
          <Table
            rowKey="id"
            size="small"
            columns={subColumns}
            dataSource={z.submissions}
            pagination={false}
          />
        </section>
      )}
      <section className={styles.section}>
        <h2>经营范围</h2>
        {jyfw.data ? (
          <div className={styles.scope}>
            {jyfw.data.all.map((s) => (
              <Tag key={s.code} color={s.allowed ? 'green' : undefined}>
                {s.allowed ? '✓ ' : '✗ '}
                {s.name}
              </Tag>
            ))}
          </div>
        ) : jyfw.isError ? (
          <LoadFailed what="经营范围" query={jyfw} />
        ) : null}
      </section>
      {uploading && (
        <UploadModal kinds={z.kinds} kind={uploading} onClose={() => setUploading(null)} />
      )}
    </div>
  );
}

type UploadValues = {
  kind: string;
  number: string;
  issued_on: string;
  expires_on: string;
  file: string;
};

function UploadModal({
  kinds,
  kind,
  onClose,
}: {
  kinds: ZizhiResult['kinds'];
  kind: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadCredential();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      title="上传证件"
      open
      okText="提交审核"
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
              file,
            },
            {
              onSuccess: (r) => {
                message.success(r.msg || '证件已提交，请等待审核');
                onClose();
              },
              onError: (e) => setError(applyServerErrors(form, e)),
            },
          );
        }}
      >
        {error && <Alert type="error" message={error} showIcon className={styles.warning} />}
        <Form.Item
          label="证件类型"
          name="kind"
          rules={[{ required: true, message: '请选择证件类型' }]}
        >
          <Select options={kinds.map((k) => ({ value: k.kind, label: k.name }))} />
        </Form.Item>
        <Form.Item
          label="证件编号"
          name="number"
          rules={[{ required: true, message: '请输入证件编号' }, maxChars('证件编号', 40)]}
        >
          <Input count={countTo(40)} />
        </Form.Item>
        <Form.Item
          label="发证日期"
          name="issued_on"
          rules={[{ required: true, message: '请选择发证日期' }]}
        >
          <Input type="date" aria-label="发证日期" />
        </Form.Item>
        <Form.Item
          label="有效期至"
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
