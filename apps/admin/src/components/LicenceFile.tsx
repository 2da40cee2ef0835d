import type { CredentialItem } from '@shop/contract';
import { Button, Image, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../lib/permissions';

/**
 * 查看文件: a picture in a preview, a PDF in a new tab (the staff cookie goes
 * with both). The purchaser's ID card opens for reviewers only (the server
 * refuses the others and audits each view).
 */
export function LicenceFile({
  item,
}: {
  item: Pick<CredentialItem, 'has_file' | 'file_url' | 'file_type' | 'kind_name' | 'kind'>;
}) {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!item.has_file) return <span>未上传</span>;
  if (item.kind === 'buyer_id' && !can('buyers.review'))
    return <Typography.Text type="secondary">仅审核员可查看</Typography.Text>;
  if (item.file_type === 'application/pdf')
    return (
      <a href={item.file_url} target="_blank" rel="noreferrer">
        查看 PDF
      </a>
    );
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        查看文件
      </Button>
      <Modal
        open={open}
        footer={null}
        width={760}
        title={item.kind_name}
        onCancel={() => setOpen(false)}
      >
        <Image src={item.file_url} alt={item.kind_name} width="100%" preview={false} />
        <a href={item.file_url} target="_blank" rel="noreferrer">
          在新窗口打开原图
        </a>
      </Modal>
    </>
  );
}
