import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { type LotImportAnswer, lotTemplateUrl, useImportLots } from '../../api/lots';

const COLUMNS = '商品ID、批号、生产日期、有效期至、数量、供应商';

/**
 * 批次导入: many received lots from one spreadsheet (the template's columns).
 * Each good row is received as 入库 one lot would be; the report says, row by
 * row, what was created, added to an existing lot, or refused and why.
 */
export function LotImportPage() {
  const upload = useImportLots();
  const [file, setFile] = useState<string | null>(null);
  const [report, setReport] = useState<LotImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (f: File) => {
    setFile(f.name);
    setReport(null);
    setFailure(null);
    try {
      setReport(await upload.mutateAsync(f));
    } catch (error) {
      // A lost session or a busy server is the listener's; a refusal of the file is shown here.
      if (isApiError(error) && ['validation', 'business', 'forbidden'].includes(error.kind))
        setFailure(error.message);
      else setFailure('导入失败，请稍后重试');
    }
  };

  return (
    <PageContainer>
      <ProCard
        title="批次导入"
        extra={
          <Button icon={<DownloadOutlined />} href={lotTemplateUrl()}>
            下载模板
          </Button>
        }
      >
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(f) => {
            void send(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ?? '点击或拖入 xlsx / csv 文件'}</p>
          <p className="ant-upload-hint">
            列：{COLUMNS}。日期写作 2026-11-01；同一商品的同一批号、日期一致时累加到该批次。
            无误的行即入库，有误的行不导入，见下方逐行结果。
          </p>
        </Upload.Dragger>
        {upload.isPending && <Alert style={{ marginTop: 16 }} type="info" message="正在导入…" />}
        {failure && <Alert style={{ marginTop: 16 }} type="error" showIcon message={failure} />}
        {report && <ImportReport report={report} />}
      </ProCard>
    </PageContainer>
  );
}

function ImportReport({ report }: { report: LotImportAnswer }) {
  return (
    <div style={{ marginTop: 24 }}>
      <Space size="large">
        <Statistic title="新建批次" value={report.created} />
        <Statistic title="累加到已有批次" value={report.added} />
        <Statistic
          title="失败"
          value={report.failed}
          valueStyle={report.failed ? { color: '#cf1322' } : undefined}
        />
      </Space>
      <Table
        style={{ marginTop: 16 }}
        size="small"
        rowKey="row"
        dataSource={report.rows}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: '行', dataIndex: 'row', width: 80 },
          {
            title: '结果',
            dataIndex: 'ok',
            width: 100,
            render: (ok: LotImportAnswer['rows'][number]['ok']) =>
              ok ? <Tag color="green">已入库</Tag> : <Tag color="red">未导入</Tag>,
          },
          {
            title: '说明',
            dataIndex: 'message',
            render: (m: string) => m || <Typography.Text type="secondary">-</Typography.Text>,
          },
        ]}
      />
    </div>
  );
}
