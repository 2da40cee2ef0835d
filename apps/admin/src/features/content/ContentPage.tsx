import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { ContentKind } from '@shop/contract';
import { App, Button, Card, Image, Popconfirm, Segmented, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type ContentRow, useContent, useContentWrite } from '../../api/content';
import { ContentForm, POSITIONS } from './ContentForm';

const COLUMNS: Record<ContentKind, ColumnsType<ContentRow>> = {
  nav: [
    { title: '导航名称', dataIndex: 'name' },
    { title: '链接', dataIndex: 'url', ellipsis: true },
    { title: '新窗口', dataIndex: 'is_open', width: 80, render: (v) => (v ? '是' : '否') },
  ],
  banners: [
    {
      title: '图片',
      dataIndex: 'image',
      width: 140,
      render: (src: string) => (
        <Image src={src} width={120} height={48} style={{ objectFit: 'cover' }} />
      ),
    },
    { title: '标题', dataIndex: 'title' },
    {
      title: '广告位',
      dataIndex: 'position_name',
      width: 110,
      render: (v) => <Tag>{String(v)}</Tag>,
    },
    { title: '链接', dataIndex: 'url', ellipsis: true },
  ],
  'hot-searches': [{ title: '关键词', dataIndex: 'keyword' }],
  links: [
    { title: '链接名称', dataIndex: 'name' },
    { title: '链接', dataIndex: 'url', ellipsis: true },
  ],
};

/** Nested navigation as a tree: children under their item, in sort order. */
function navTree(rows: ContentRow[]): ContentRow[] {
  const roots = rows.filter((r) => r.parent_id === null);
  return roots.map((r) => {
    const children = rows.filter((c) => c.parent_id === r.id);
    return children.length > 0 ? { ...r, children } : r;
  });
}

/** One kind of content: the list, add, edit, delete, and move up or down. */
function ContentTab({ kind }: { kind: ContentKind }) {
  const { message } = App.useApp();
  const { data, isFetching } = useContent(kind);
  const { remove, reorder } = useContentWrite(kind);
  const [position, setPosition] = useState('index');
  const rows = data ?? [];
  const shown = kind === 'banners' ? rows.filter((r) => r.position === position) : rows;
  const navRoots = kind === 'nav' ? rows.filter((r) => r.parent_id === null) : undefined;

  /** Swaps the row with its neighbour among its siblings and saves the whole order. */
  const move = (row: ContentRow, by: -1 | 1) => {
    const siblings = kind === 'nav' ? rows.filter((r) => r.parent_id === row.parent_id) : shown;
    const ids = siblings.map((r) => r.id);
    const i = ids.indexOf(row.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    reorder.mutate(ids, { onSuccess: () => message.success('排序已保存') });
  };

  const columns: ColumnsType<ContentRow> = [
    ...COLUMNS[kind],
    { title: '排序', dataIndex: 'sort', width: 80 },
    {
      title: '操作',
      width: 240,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<ArrowUpOutlined />}
            onClick={() => move(row, -1)}
            aria-label="上移"
          />
          <Button
            type="link"
            size="small"
            icon={<ArrowDownOutlined />}
            onClick={() => move(row, 1)}
            aria-label="下移"
          />
          <ContentForm
            kind={kind}
            row={row}
            navRoots={navRoots}
            trigger={
              <Button type="link" size="small">
                编辑
              </Button>
            }
          />
          <Popconfirm
            title="确定删除？"
            description={
              kind === 'nav' && row.parent_id === null ? '下级导航会一起删除' : undefined
            }
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
  ];

  return (
    <>
      <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        {kind === 'banners' ? (
          <Segmented
            options={POSITIONS}
            value={position}
            onChange={(v) => setPosition(String(v))}
          />
        ) : (
          <span />
        )}
        <ContentForm
          kind={kind}
          navRoots={navRoots}
          trigger={<Button type="primary">添加</Button>}
        />
      </Space>
      <Table<ContentRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={kind === 'nav' ? navTree(rows) : shown}
        columns={columns}
        pagination={false}
      />
    </>
  );
}

/** 内容管理: navigation, banners, hot searches and friendly links; changes show at once. */
export function ContentPage() {
  return (
    <PageContainer>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'nav', label: '导航', children: <ContentTab kind="nav" /> },
            { key: 'banners', label: '轮播图', children: <ContentTab kind="banners" /> },
            {
              key: 'hot-searches',
              label: '热门搜索',
              children: <ContentTab kind="hot-searches" />,
            },
            { key: 'links', label: '友情链接', children: <ContentTab kind="links" /> },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
