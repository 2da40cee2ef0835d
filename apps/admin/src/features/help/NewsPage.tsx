import {
  ModalForm,
  PageContainer,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminNewsItem } from '@shop/contract';
import { App, Button, Form, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNewsList, useNewsWrite } from '../../api/help';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { type PublishWords, publishColumns } from './PublishActions';
import { RichTextField } from './RichTextField';

const WORDS: PublishWords = { on: '发布', off: '撤下', shownAs: '已发布', hiddenAs: '未发布' };
const TYPE_OPTIONS = [
  { value: 'industry', label: '行业资讯' },
  { value: 'company', label: '公司动态' },
];

function NewsForm({ row, trigger }: { row?: AdminNewsItem; trigger: React.ReactElement }) {
  const { message } = App.useApp();
  const { save } = useNewsWrite();
  const [form] = Form.useForm();
  return (
    <ModalForm
      title={row ? '编辑资讯' : '发布资讯'}
      form={form}
      width={820}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        row ? { ...row, published: row.published === 1 } : { type: 'company', published: true }
      }
      onFinish={async (values: Record<string, unknown>) => {
        const body = {
          type: values.type,
          title: values.title,
          summary: values.summary ?? '',
          content: values.content,
          published: values.published ? 1 : 0,
        };
        try {
          await save.mutateAsync({ id: row?.id, body });
        } catch (e) {
          const t = applyServerErrors(form, e);
          if (t) message.error(t);
          return false;
        }
        message.success('已保存，商城即时生效');
        return true;
      }}
    >
      <Space size="large" align="start">
        <ProFormSelect name="type" label="类型" options={TYPE_OPTIONS} width="sm" />
        <ProFormSwitch name="published" label="发布" />
      </Space>
      <ProFormText
        name="title"
        label="标题"
        fieldProps={{ maxLength: 100, showCount: true }}
        rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
      />
      <ProFormTextArea
        name="summary"
        label="摘要"
        fieldProps={{ maxLength: 200, showCount: true, rows: 2 }}
      />
      <RichTextField />
    </ModalForm>
  );
}

/** 新闻资讯: industry and company news, newest first. */
export function NewsPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useNewsList(page);
  const { save, remove } = useNewsWrite();
  const columns: ColumnsType<AdminNewsItem> = [
    { title: '类型', dataIndex: 'type_name', width: 100 },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (v: string, r) =>
        r.published ? (
          <a href={`/news/info/${r.id}/${r.type}`} target="_blank" rel="noreferrer">
            {v}
          </a>
        ) : (
          v
        ),
    },
    ...publishColumns<AdminNewsItem>({
      words: WORDS,
      time: { title: '发布时间', key: 'published_at' },
      editForm: (row, trigger) => <NewsForm row={row} trigger={trigger} />,
      deleteTitle: '确定删除该资讯？',
      toggle: (r) => save.mutateAsync({ id: r.id, body: { published: r.published ? 0 : 1 } }),
      remove: (r) => remove.mutateAsync(r.id),
    }),
  ];
  return (
    <PageContainer extra={<NewsForm trigger={<Button type="primary">发布资讯</Button>} />}>
      <Table
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        pagination={{
          current: page,
          pageSize: data?.per_page ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </PageContainer>
  );
}
