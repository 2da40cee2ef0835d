import {
  ModalForm,
  PageContainer,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminHelpArticle } from '@shop/contract';
import { App, Button, Form, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useHelpArticles, useHelpArticleWrite } from '../../api/help';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { type PublishWords, publishColumns } from './PublishActions';
import { RichTextField } from './RichTextField';

const GROUP_OPTIONS = [
  { value: 'xszn', label: '新手指南' },
  { value: 'fwbz', label: '服务保障' },
  { value: 'gywm', label: '关于我们' },
  { value: 'zfps', label: '支付配送' },
];
const WORDS: PublishWords = { on: '上架', off: '下架', shownAs: '已上架', hiddenAs: '已下架' };
const shopPath = (r: AdminHelpArticle) =>
  r.group === 'zfps' && r.slug === 'pay' ? '/help/pay' : `/help/${r.group}/${r.slug}`;

/** Add or edit an article; its page (group and slug) is chosen once, when it is added. */
function ArticleForm({ row, trigger }: { row?: AdminHelpArticle; trigger: React.ReactElement }) {
  const { message } = App.useApp();
  const { save } = useHelpArticleWrite();
  const [form] = Form.useForm();
  return (
    <ModalForm
      title={row ? `编辑：${row.title}` : '新增帮助文章'}
      form={form}
      width={820}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        row
          ? { ...row, published: row.published === 1 }
          : { group: 'xszn', sort: 0, published: true }
      }
      onFinish={async (values: Record<string, unknown>) => {
        const body: Record<string, unknown> = {
          title: values.title,
          content: values.content,
          sort: values.sort ?? 0,
          published: values.published ? 1 : 0,
        };
        if (!row) Object.assign(body, { group: values.group, slug: values.slug });
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
        <ProFormSelect
          name="group"
          label="分类"
          options={GROUP_OPTIONS}
          disabled={!!row}
          width="sm"
          rules={[{ required: true }]}
        />
        <ProFormText
          name="slug"
          label="页面标识"
          disabled={!!row}
          width="sm"
          tooltip="商城地址 /help/分类/页面标识，1-20 位小写字母或数字"
          rules={[
            { required: true, message: '请输入页面标识' },
            { pattern: /^[a-z0-9]{1,20}$/, message: '1-20 位小写字母或数字' },
          ]}
        />
        <ProFormDigit name="sort" label="排序" min={0} max={100000} width="xs" />
        <ProFormSwitch name="published" label="上架" />
      </Space>
      <ProFormText
        name="title"
        label="标题"
        fieldProps={{ maxLength: 100, showCount: true }}
        rules={[{ required: true, whitespace: true, message: '请输入标题' }]}
      />
      <RichTextField />
    </ModalForm>
  );
}

/** 帮助文章: the help centre's pages, grouped as the shop's left menu shows them. */
export function HelpArticlesPage() {
  const { data, isFetching } = useHelpArticles();
  const { save, remove } = useHelpArticleWrite();
  const columns: ColumnsType<AdminHelpArticle> = [
    { title: '分类', dataIndex: 'group_name', width: 100 },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    {
      title: '商城地址',
      ellipsis: true,
      render: (_, r) => (
        <a href={shopPath(r)} target="_blank" rel="noreferrer">
          {shopPath(r)}
        </a>
      ),
    },
    { title: '排序', dataIndex: 'sort', width: 70 },
    ...publishColumns<AdminHelpArticle>({
      words: WORDS,
      time: { title: '更新时间', key: 'updated_at' },
      editForm: (row, trigger) => <ArticleForm row={row} trigger={trigger} />,
      deleteTitle: '确定删除该文章？',
      deleteNote: '删除后商城的该页面将不存在',
      toggle: (r) => save.mutateAsync({ id: r.id, body: { published: r.published ? 0 : 1 } }),
      remove: (r) => remove.mutateAsync(r.id),
    }),
  ];
  return (
    <PageContainer extra={<ArticleForm trigger={<Button type="primary">新增文章</Button>} />}>
      <Table
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data ?? []}
        pagination={false}
      />
    </PageContainer>
  );
}
