import {
  ModalForm,
  ProFormDatePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormText,
} from '@ant-design/pro-components';
import type { PaperItem } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Form,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Typography,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { goodsPapersQuery, useGoodsPapers } from '../../api/qualification';
import { ErrorResult } from '../../components/ErrorResult';
import { LicenceFile } from '../../components/LicenceFile';
import { chosenFile, PaperFileField } from '../../components/PaperFileField';
import { applyServerErrors } from '../../lib/apply-server-errors';

// The console takes only types from the contract: the kinds' names are the server's (goodsPaperKinds).
const KINDS = [
  { value: 'registration', label: '药品注册证书/批准证明文件' },
  { value: 'reregistration', label: '再注册批件' },
  { value: 'instructions', label: '说明书' },
  { value: 'label', label: '包装标签' },
  { value: 'quality_standard', label: '质量标准' },
  { value: 'other', label: '其他' },
];

type Values = {
  kind: string;
  title?: string;
  number?: string;
  expires_on?: string;
  file: UploadFile[];
};

/**
 * 首营资料 of one goods: its approval documents (注册证、说明书 …), which
 * approved buyers download from the goods page and their orders. Listed,
 * uploaded and removed here; each change is audited.
 */
export function GoodsPapersButton({
  id,
  name,
  editable,
}: {
  id: number;
  name: string;
  editable: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        首营资料
      </Button>
      <Drawer
        title={`首营资料 · ${name}`}
        width={760}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
      >
        {open && <PapersList goodsId={id} editable={editable} />}
      </Drawer>
    </>
  );
}

function PapersList({ goodsId, editable }: { goodsId: number; editable: boolean }) {
  const { message } = App.useApp();
  const list = useQuery(goodsPapersQuery(goodsId));
  const { remove } = useGoodsPapers(goodsId);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (list.isError) return <ErrorResult error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">
        审核通过的买家可在商品详情页和订单详情下载这些资料。药检报告随批次上传。
      </Typography.Paragraph>
      {editable && <PaperUpload goodsId={goodsId} />}
      <Table<PaperItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list.data.items}
        locale={{ emptyText: '尚未上传首营资料' }}
        columns={[
          {
            title: '资料',
            key: 'kind',
            render: (_, p) => (p.title ? `${p.kind_name}：${p.title}` : p.kind_name),
          },
          { title: '文件编号', dataIndex: 'number', render: (v: string) => v || '—' },
          {
            title: '有效期至',
            key: 'expires',
            render: (_, p) =>
              !p.expires_on ? (
                '—'
              ) : p.expired ? (
                <Typography.Text type="danger">{p.expires_on}（已过期）</Typography.Text>
              ) : (
                p.expires_on
              ),
          },
          {
            title: '文件',
            key: 'file',
            render: (_, p) => <LicenceFile item={{ ...p, has_file: 1 }} />,
          },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'remove',
                  render: (_: unknown, p: PaperItem) => (
                    <Popconfirm
                      title={`删除${p.title || p.kind_name}？`}
                      okText="删除"
                      cancelText="取消"
                      onConfirm={() =>
                        remove
                          .mutateAsync(p.id)
                          .then(() => message.success('已删除'))
                          .catch((e) => message.error(isApiError(e) ? e.message : '删除失败'))
                      }
                    >
                      <Button type="link" size="small" danger aria-label={`删除${p.kind_name}`}>
                        删除
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}

function PaperUpload({ goodsId }: { goodsId: number }) {
  const { message } = App.useApp();
  const { add } = useGoodsPapers(goodsId);
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      title="上传首营资料"
      form={form}
      width={520}
      dateFormatter="string"
      modalProps={{ destroyOnHidden: true, okText: '上传' }}
      trigger={<Button type="primary">上传资料</Button>}
      onFinish={async (v) => {
        const file = chosenFile(v.file);
        if (!file) return false;
        try {
          await add.mutateAsync({
            kind: v.kind,
            title: v.title,
            number: v.number,
            expires_on: v.expires_on,
            file,
          });
        } catch (e) {
          const text = applyServerErrors(form, e);
          if (text) message.error(text);
          return false;
        }
        message.success('首营资料已上传，买家即时可见');
        return true;
      }}
    >
      <ProFormSelect
        name="kind"
        label="资料类型"
        options={KINDS}
        rules={[{ required: true, message: '请选择资料类型' }]}
      />
      <ProFormDependency name={['kind']}>
        {({ kind }) => (
          <ProFormText
            name="title"
            label="资料名称"
            fieldProps={{ maxLength: 40 }}
            placeholder={kind === 'other' ? '如：GMP 证书' : '选填，如：2023 年版'}
            rules={
              kind === 'other'
                ? [{ required: true, whitespace: true, message: '请输入资料名称' }]
                : []
            }
          />
        )}
      </ProFormDependency>
      <ProFormText
        name="number"
        label="文件编号"
        fieldProps={{ maxLength: 60 }}
        placeholder="如：国药准字H20003263"
      />
      <ProFormDatePicker
        name="expires_on"
        label="有效期至"
        tooltip="说明书等无有效期的资料可不填"
      />
      <PaperFileField label="资料文件" />
    </ModalForm>
  );
}
