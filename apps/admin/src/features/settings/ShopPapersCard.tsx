import { UploadOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProCard,
  ProForm,
  ProFormDatePicker,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminQualification } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Image,
  Popconfirm,
  Space,
  Table,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { isApiError } from '../../api/api-error';
import { qualificationQuery, useShopPapers } from '../../api/qualification';
import { ErrorResult } from '../../components/ErrorResult';
import { LicenceFile } from '../../components/LicenceFile';
import { chosenFile, PaperFileField } from '../../components/PaperFileField';
import { applyServerErrors } from '../../lib/apply-server-errors';

type Licence = AdminQualification['licences'][number];
type LicenceValues = { number: string; issued_on: string; expires_on: string; file: UploadFile[] };

const SEAL_MAX = 2 * 1024 * 1024;

/**
 * 首营资料与出库专用章: the shop's own licences that approved buyers
 * download before their first purchase, and the name, licence number and
 * seal its printed papers (the 随货同行单) carry. Every change is audited.
 */
export function ShopPapersCard() {
  const card = useQuery(qualificationQuery());
  if (card.isPending) return <ProCard loading title="首营资料与出库专用章" />;
  if (card.isError) return <ErrorResult error={card.error} onRetry={() => card.refetch()} />;
  return (
    <ProCard
      title="首营资料与出库专用章"
      style={{ marginTop: 16 }}
      direction="column"
      gutter={[0, 16]}
    >
      <SupplierForm data={card.data} />
      <LicenceTable licences={card.data.licences} />
    </ProCard>
  );
}

function SupplierForm({ data }: { data: AdminQualification }) {
  const { message } = App.useApp();
  const { saveSupplier, uploadSeal } = useShopPapers();
  const [form] = Form.useForm<{ company_name: string; licence_number: string }>();
  const failed = (e: unknown) => message.error(isApiError(e) ? e.message : '操作失败');
  return (
    <Space align="start" size={48} wrap>
      <ProForm
        form={form}
        layout="vertical"
        initialValues={data.supplier}
        submitter={{ searchConfig: { submitText: '保存供货单位信息' }, resetButtonProps: false }}
        onFinish={async (v) => {
          try {
            await saveSupplier.mutateAsync(v);
          } catch (e) {
            const text = applyServerErrors(form, e);
            if (text) message.error(text);
            return false;
          }
          message.success('已保存');
          return true;
        }}
      >
        <ProFormText
          name="company_name"
          label="供货单位名称"
          width="lg"
          tooltip="随货同行单上的供货单位"
          fieldProps={{ maxLength: 100 }}
          rules={[{ required: true, whitespace: true, message: '请输入供货单位名称' }]}
        />
        <ProFormText
          name="licence_number"
          label="药品经营许可证编号"
          width="md"
          fieldProps={{ maxLength: 40 }}
          rules={[{ required: true, whitespace: true, message: '请输入许可证编号' }]}
        />
      </ProForm>
      <Space direction="vertical">
        <Typography.Text strong>出库专用章</Typography.Text>
        {data.supplier.seal_url ? (
          <Image src={data.supplier.seal_url} alt="出库专用章" width={120} height={120} />
        ) : (
          <Typography.Text type="secondary">未上传</Typography.Text>
        )}
        <Upload
          accept="image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            if (file.size > SEAL_MAX) {
              message.error('印章图片不能超过 2 MB');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            uploadSeal.mutateAsync(file as File).then(
              (r) => {
                message.success('出库专用章已更新');
                onSuccess?.(r);
              },
              (e) => {
                failed(e);
                onError?.(e as Error);
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploadSeal.isPending}>
            {data.supplier.seal_url ? '更换印章' : '上传印章'}
          </Button>
        </Upload>
        <Typography.Text type="secondary">PNG（透明背景），不超过 2 MB</Typography.Text>
      </Space>
    </Space>
  );
}

function LicenceTable({ licences }: { licences: Licence[] }) {
  const { message } = App.useApp();
  const { removeLicence } = useShopPapers();
  return (
    <>
      <Alert
        type="info"
        showIcon
        message="审核通过的买家可在商品详情页和订单详情下载以下证照。GSP 认证已于 2019 年 12 月 1 日取消，持有有效证书的可上传，没有的可不传。"
      />
      <Table<Licence>
        rowKey="kind"
        size="small"
        pagination={false}
        dataSource={licences}
        columns={[
          { title: '证照', dataIndex: 'name' },
          { title: '编号', key: 'number', render: (_, l) => l.document?.number ?? '—' },
          { title: '发证日期', key: 'issued', render: (_, l) => l.document?.issued_on ?? '—' },
          {
            title: '有效期至',
            key: 'expires',
            render: (_, l) =>
              !l.document ? (
                '—'
              ) : l.document.expired ? (
                <Typography.Text type="danger">{l.document.expires_on}（已过期）</Typography.Text>
              ) : (
                l.document.expires_on
              ),
          },
          {
            title: '文件',
            key: 'file',
            render: (_, l) =>
              l.document ? (
                <LicenceFile item={{ ...l.document, has_file: 1 }} />
              ) : (
                <Typography.Text type="secondary">未上传</Typography.Text>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, l) => (
              <Space size={0}>
                <LicenceUpload licence={l} />
                {l.document && (
                  <Popconfirm
                    title={`删除${l.name}？买家将不能再下载它`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() =>
                      removeLicence
                        .mutateAsync(l.document!.id)
                        .then(() => message.success('已删除'))
                        .catch((e) => message.error(isApiError(e) ? e.message : '删除失败'))
                    }
                  >
                    <Button type="link" size="small" danger aria-label={`删除${l.name}`}>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

function LicenceUpload({ licence }: { licence: Licence }) {
  const { message } = App.useApp();
  const { uploadLicence } = useShopPapers();
  const [form] = Form.useForm<LicenceValues>();
  const verb = licence.document ? '更换' : '上传';
  return (
    <ModalForm<LicenceValues>
      title={`${verb}${licence.name}`}
      form={form}
      width={520}
      dateFormatter="string"
      modalProps={{ destroyOnHidden: true, okText: '上传' }}
      trigger={
        <Button type="link" size="small" aria-label={`${verb}${licence.name}`}>
          {verb}
        </Button>
      }
      initialValues={{
        number: licence.document?.number ?? '',
        issued_on: licence.document?.issued_on ?? undefined,
      }}
      onFinish={async (v) => {
        const file = chosenFile(v.file);
        if (!file) return false;
        try {
          await uploadLicence.mutateAsync({
            kind: licence.kind,
            number: v.number,
            issued_on: v.issued_on,
            expires_on: v.expires_on,
            file,
          });
        } catch (e) {
          const text = applyServerErrors(form, e);
          if (text) message.error(text);
          return false;
        }
        message.success(`${licence.name}已${verb}`);
        return true;
      }}
    >
      <ProFormText
        name="number"
        label="证件编号"
        fieldProps={{ maxLength: 40 }}
        rules={[{ required: true, whitespace: true, message: '请输入证件编号' }]}
      />
      <ProFormDatePicker
        name="issued_on"
        label="发证日期"
        rules={[{ required: true, message: '请选择发证日期' }]}
      />
      <ProFormDatePicker
        name="expires_on"
        label="有效期至"
        rules={[{ required: true, message: '请选择有效期' }]}
      />
      <PaperFileField label="证照文件" />
    </ModalForm>
  );
}
