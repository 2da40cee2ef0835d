import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Modal, Space, Statistic, Table, Upload } from 'antd';
import { useState } from 'react';
import {
  type ExportFilters,
  exportUrl,
  type ImportReport,
  useImportGoods,
} from '../../api/goods-transfer';

/** 导出: the whole list under the table's current filters, as Excel or CSV. */
export function GoodsExportButton({ filters }: { filters: () => ExportFilters }) {
  const download = (format: 'xlsx' | 'csv') => {
    // A link, not fetch: the browser streams the file to disk as it comes.
    const a = document.createElement('a');
    a.href = exportUrl(filters(), format);
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'xlsx', label: 'Excel（.xlsx）' },
          { key: 'csv', label: 'CSV（.csv）' },
        ],
        onClick: ({ key }) => download(key as 'xlsx' | 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />}>导出</Button>
    </Dropdown>
  );
}

/**
 * 导入 in two steps: the file is checked first (nothing written) and the
 * report shown; 确认导入 then writes the rows without errors.
 */
export function GoodsImportButton({ onImported }: { onImported: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useImportGoods();

  const reset = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
  };
  const check = async (f: File) => {
    reset();
    setFile(f);
    try {
      setReport(await upload.mutateAsync({ file: f, confirm: false }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '检查失败');
    }
  };
  const confirm = async () => {
    if (!file) return;
    try {
      const r = await upload.mutateAsync({ file, confirm: true });
      message.success(
        `已导入 ${r.written} 个商品${r.error_count ? `，${r.errors.length} 处错误未导入` : ''}`,
      );
      setOpen(false);
      reset();
      onImported();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '导入失败');
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        导入
      </Button>
      <Modal
        title="导入商品"
        open={open}
        width={760}
        destroyOnHidden
        onCancel={() => {
          setOpen(false);
          reset();
        }}
        footer={
          <Space>
            <Button
              onClick={() => {
                setOpen(false);
                reset();
              }}
            >
              取消
            </Button>
            <Button
              type="primary"
              disabled={!report || report.changed === 0}
              loading={upload.isPending && !!report}
              onClick={confirm}
            >
              确认导入{report ? `（${report.changed} 个商品）` : ''}
            </Button>
          </Space>
        }
      >
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(f) => {
            void check(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : '点击或拖入 xlsx / csv 文件'}</p>
          <p className="ant-upload-hint">
            用「导出」得到的表格修改后导入；按商品ID
            更新，空单元格不修改；库存和有效期由批次决定，入库请用「批次导入」。最大 10 MB、20,000
            行。
          </p>
        </Upload.Dragger>
        {upload.isPending && !report && (
          <Alert style={{ marginTop: 16 }} type="info" message="正在检查…" />
        )}
        {failure && <Alert style={{ marginTop: 16 }} type="error" message={failure} />}
        {report && (
          <div style={{ marginTop: 16 }}>
            <Space size="large">
              <Statistic title="行数" value={report.total} />
              <Statistic title="可导入" value={report.ok} />
              <Statistic title="有修改" value={report.changed} />
              <Statistic
                title="错误"
                value={report.error_count}
                valueStyle={report.error_count ? { color: '#cf1322' } : undefined}
              />
            </Space>
            {report.errors.length > 0 && (
              <Table
                style={{ marginTop: 16 }}
                size="small"
                rowKey={(e) => `${e.row}-${e.field}`}
                dataSource={report.errors}
                pagination={{ pageSize: 10, showSizeChanger: false }}
                columns={[
                  { title: '行', dataIndex: 'row', width: 80 },
                  { title: '字段', dataIndex: 'field', width: 140 },
                  { title: '问题', dataIndex: 'message' },
                ]}
              />
            )}
            {report.error_count > report.errors.length && (
              <Alert
                type="warning"
                message={`仅显示前 ${report.errors.length} 处错误，共 ${report.error_count} 处`}
              />
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
