import type { CredentialItem, ZizhiResult } from '@shop/contract';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CredentialUploadModal } from '../../../components/CredentialUploadModal';

/** A row per document the company's type holds, with its latest upload (or none yet). */
type Row = { kind: string; name: string; required: 0 | 1; item: CredentialItem | null };

/** The latest of a kind: an upload under review or returned, else the one in force. */
export function documentRows(z: ZizhiResult): Row[] {
  return z.kinds.map((k) => ({
    ...k,
    item:
      z.submissions.find((s) => s.kind === k.kind) ??
      z.current.find((c) => c.kind === k.kind) ??
      null,
  }));
}

/** Every required document is uploaded with its file and not returned. */
export const documentsComplete = (rows: Row[]) =>
  rows.every((r) => !r.required || (r.item?.has_file === 1 && r.item.status !== 'rejected'));

function State({ r }: { r: Row }) {
  const c = r.item;
  if (!c || (!c.has_file && c.status === 'current'))
    return r.required ? <Tag color="orange">未上传</Tag> : <Tag>选填</Tag>;
  if (c.status === 'pending') return <Tag color="blue">待审核</Tag>;
  if (c.status === 'rejected')
    return (
      <>
        <Tag color="red">已退回</Tag>
        <Typography.Text type="danger">{c.reason}</Typography.Text>
      </>
    );
  return <Tag color="green">已通过</Tag>;
}

/**
 * Registration step 3's documents (首营资料): number, dates, file and state
 * per document, with the reviewer's reason for a returned one. `replaceable`:
 * the company is not under review, so an upload nobody decided may be swapped.
 */
export function FirstBusinessDocuments({
  z,
  replaceable,
}: {
  z: ZizhiResult;
  replaceable: boolean;
}) {
  const [uploading, setUploading] = useState<string | null>(null);
  const rows = documentRows(z);
  const action = (r: Row) => {
    const c = r.item;
    if (!c?.has_file) return '上传';
    if (c.status === 'rejected') return '重新上传';
    if (c.status === 'pending' && replaceable) return '更换';
    return null;
  };
  const columns: TableColumnsType<Row> = [
    {
      title: '资料',
      dataIndex: 'name',
      width: 130,
      render: (v: string, r) => (r.required ? v : `${v}（如有）`),
    },
    {
      title: '编号',
      key: 'number',
      // A 委托书 shows the purchaser it names.
      render: (_, r) =>
        r.item
          ? r.item.holder_name
            ? `${r.item.number}（采购人 ${r.item.holder_name}）`
            : r.item.number
          : '—',
    },
    {
      title: '有效期',
      key: 'dates',
      width: 190,
      render: (_, r) => (r.item ? `${r.item.issued_on ?? '—'} 至 ${r.item.expires_on}` : '—'),
    },
    {
      title: '文件',
      key: 'file',
      width: 60,
      render: (_, r) =>
        r.item?.has_file ? (
          <a href={r.item.file_url} target="_blank" rel="noreferrer">
            查看
          </a>
        ) : (
          '—'
        ),
    },
    { title: '状态', key: 'state', width: 170, render: (_, r) => <State r={r} /> },
    {
      title: '操作',
      key: 'op',
      width: 80,
      render: (_, r) => {
        const label = action(r);
        return label ? (
          <Button
            type="link"
            size="small"
            aria-label={`${label}${r.name}`}
            onClick={() => setUploading(r.kind)}
          >
            {label}
          </Button>
        ) : null;
      },
    },
  ];
  return (
    <>
      <Table rowKey="kind" size="small" columns={columns} dataSource={rows} pagination={false} />
      {uploading && (
        <CredentialUploadModal
          kinds={z.kinds}
          kind={uploading}
          okText="上传"
          onClose={() => setUploading(null)}
        />
      )}
    </>
  );
}
