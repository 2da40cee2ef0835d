import { App, Button, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactElement } from 'react';
import { formatTime } from '../../lib/format-time';

// What help articles and news share in their tables: shown or hidden in the
// shop, when, and the row's actions (edit, show or hide, delete).

/** The words of one kind of content: help articles are 上架/下架, news 发布/撤下. */
export type PublishWords = { on: string; off: string; shownAs: string; hiddenAs: string };

type Publishable = { id: number; published: 0 | 1 };

export function publishColumns<Row extends Publishable>(o: {
  words: PublishWords;
  time: { title: string; key: keyof Row & string };
  /** The row's edit form, opened by the trigger. */
  editForm: (row: Row, trigger: ReactElement) => ReactElement;
  deleteTitle: string;
  deleteNote?: string;
  toggle: (row: Row) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
}): ColumnsType<Row> {
  const { words } = o;
  return [
    {
      title: '状态',
      dataIndex: 'published',
      width: 80,
      render: (_, r) =>
        r.published ? <Tag color="green">{words.shownAs}</Tag> : <Tag>{words.hiddenAs}</Tag>,
    },
    {
      title: o.time.title,
      dataIndex: o.time.key,
      width: 170,
      render: (v: string) => formatTime(v),
    },
    {
      title: '操作',
      width: 200,
      render: (_, r) => (
        <RowActions
          row={r}
          edit={o.editForm(
            r,
            <Button type="link" size="small">
              编辑
            </Button>,
          )}
          words={words}
          deleteTitle={o.deleteTitle}
          deleteNote={o.deleteNote}
          onToggle={() => o.toggle(r)}
          onDelete={() => o.remove(r)}
        />
      ),
    },
  ];
}

function RowActions({
  row,
  edit,
  words,
  deleteTitle,
  deleteNote,
  onToggle,
  onDelete,
}: {
  row: Publishable;
  edit: ReactElement;
  words: PublishWords;
  deleteTitle: string;
  deleteNote?: string | undefined;
  onToggle: () => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { message } = App.useApp();
  return (
    <Space size={0}>
      {edit}
      <Button
        type="link"
        size="small"
        onClick={async () => {
          await onToggle();
          message.success(`已${row.published ? words.off : words.on}`);
        }}
      >
        {row.published ? words.off : words.on}
      </Button>
      <Popconfirm
        title={deleteTitle}
        description={deleteNote}
        onConfirm={async () => {
          await onDelete();
          message.success('已删除');
        }}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
