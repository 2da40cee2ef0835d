import { App, Button, Space, Typography, Upload } from 'antd';
import { isApiError } from '../../api/api-error';
import { type AdminLot, useUploadLotReport } from '../../api/lots';
import { REPORT_ACCEPT, reportProblem } from './lot-rules';

const INLINE = new Set(['validation', 'business', 'forbidden', 'not_found']);

/**
 * A lot's 药检报告: 查看 opens it in a new tab (the staff cookie goes along);
 * the warehouse uploads one, or a newer one, from here.
 */
export function LotReport({ lot, mayUpload }: { lot: AdminLot; mayUpload: boolean }) {
  const { message } = App.useApp();
  const upload = useUploadLotReport();

  const send = async (file: File) => {
    const problem = reportProblem(file);
    if (problem) {
      message.error(problem);
      return;
    }
    try {
      await upload.mutateAsync({ id: lot.id, file });
      message.success(`批号 ${lot.lot_no} 的药检报告已上传`);
    } catch (error) {
      // Refusals are this button's to show; the listener takes a lost session or a busy server.
      if (isApiError(error) && INLINE.has(error.kind)) message.error(error.message);
    }
  };

  return (
    <Space size={4}>
      {lot.has_report && lot.report_url ? (
        <a href={lot.report_url} target="_blank" rel="noreferrer">
          查看
        </a>
      ) : (
        <Typography.Text type="secondary">未上传</Typography.Text>
      )}
      {mayUpload && (
        <Upload
          accept={REPORT_ACCEPT}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="link" size="small" loading={upload.isPending}>
            {lot.has_report ? '更换' : '上传'}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
