import { ModalForm, PageContainer, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import type { AdminCategory } from '@shop/contract';
import { App, Button, Card, Form, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { type CategoryTree, useCategories, useCategoryWrite } from '../../api/categories';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useCan } from '../../lib/permissions';

const TREES: { value: CategoryTree; label: string }[] = [
  { value: 'main', label: '商城分类' },
  { value: 'zs', label: '诊所专区' },
  { value: 'zy', label: '中药饮片' },
];

type Values = { name: string; sort: number };

/** Add or edit one category: its name and sort number (smaller shows first). */
function CategoryForm({
  tree,
  parent,
  row,
  trigger,
}: {
  tree: CategoryTree;
  parent?: AdminCategory;
  row?: AdminCategory;
  trigger: React.ReactElement;
}) {
  const { message } = App.useApp();
  const { create, update } = useCategoryWrite();
  const [form] = Form.useForm<Values>();
  const title = row
    ? `编辑分类 · ${row.name}`
    : parent
      ? `添加「${parent.name}」的子分类`
      : '添加一级分类';
  return (
    <ModalForm<Values>
      title={title}
      form={form}
      width={420}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={row ? { name: row.name, sort: row.sort } : { sort: 0 }}
      onFinish={async (v) => {
        try {
          if (row) await update.mutateAsync({ id: row.id, body: v });
          else await create.mutateAsync({ tree, parent_id: parent?.id, ...v });
        } catch (e) {
          const t = applyServerErrors(form, e);
          if (t) message.error(t);
          return false;
        }
        message.success('已保存，商城即时生效');
        return true;
      }}
    >
      <ProFormText
        name="name"
        label="分类名称"
        rules={[{ required: true, whitespace: true, message: '请输入分类名称' }]}
        fieldProps={{ maxLength: 30 }}
      />
      <ProFormDigit
        name="sort"
        label="排序"
        min={0}
        max={1_000_000}
        fieldProps={{ precision: 0 }}
        tooltip="数字小的排在前面"
      />
    </ModalForm>
  );
}

/** 分类管理: the three trees, two levels each; sort numbers order them. */
export function CategoriesPage() {
  const { message } = App.useApp();
  const can = useCan();
  const [tree, setTree] = useState<CategoryTree>('main');
  const { data, isFetching } = useCategories(tree);
  const { remove } = useCategoryWrite();
  const editable = can('categories');

  return (
    <PageContainer>
      <Card>
        <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <Segmented<CategoryTree> options={TREES} value={tree} onChange={setTree} />
          {editable && (
            <CategoryForm tree={tree} trigger={<Button type="primary">添加一级分类</Button>} />
          )}
        </Space>
        <Table<AdminCategory>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data ?? []}
          pagination={false}
          expandable={{ childrenColumnName: 'children' }}
          columns={[
            { title: '分类名称', dataIndex: 'name' },
            { title: 'ID', dataIndex: 'id', width: 80 },
            { title: '排序', dataIndex: 'sort', width: 90 },
            {
              title: '商品数',
              dataIndex: 'goods_count',
              width: 90,
              render: (n: number) => (n > 0 ? <Tag color="blue">{n}</Tag> : 0),
            },
            {
              title: '操作',
              width: 260,
              hidden: !editable,
              render: (_, row) => (
                <Space size={0}>
                  <CategoryForm
                    tree={tree}
                    row={row}
                    trigger={
                      <Button type="link" size="small">
                        编辑
                      </Button>
                    }
                  />
                  {row.parent_id === null && (
                    <CategoryForm
                      tree={tree}
                      parent={row}
                      trigger={
                        <Button type="link" size="small">
                          添加子分类
                        </Button>
                      }
                    />
                  )}
                  <Popconfirm
                    title={`删除分类「${row.name}」？`}
                    description="有商品或子分类的分类不能删除"
                    onConfirm={async () => {
                      await remove.mutateAsync(row.id);
                      message.success('已删除');
                    }}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
