import type { CredentialItem } from '@shop/contract';
import { Alert, Button, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useUserInfo } from '../../api/account/get-user-info';
import { useJyfw } from '../../api/account-centre/get-jyfw';
import { useZizhi } from '../../api/account-centre/get-zizhi';
import { CredentialUploadModal } from '../../components/CredentialUploadModal';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './AccountCentre.module.css';

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
    {
      title: '证件编号',
      key: 'number',
      // A 委托书 shows the purchaser it names (含特殊药品复方制剂 need one).
      render: (_, r) =>
        r.item
          ? r.item.holder_name
            ? `${r.item.number}（采购人 ${r.item.holder_name} ${r.item.holder_id_number}）`
            : r.item.number
          : '—',
    },
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
        <CredentialUploadModal
          kinds={z.kinds}
          kind={uploading}
          onClose={() => setUploading(null)}
        />
      )}
    </div>
  );
}
