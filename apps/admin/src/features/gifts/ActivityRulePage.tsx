import { PageContainer } from '@ant-design/pro-components';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Popconfirm, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { ActivitySelect } from '../../components/marketing/ActivitySelect';
import type { PickedGoods } from '../../components/marketing/goods-search';
import { useFormSave } from '../../lib/use-form-save';

/** A rule of one 满减 activity (its 满赠 gift or its 换购 trade-up), as the console lists it. */
type RuleRow = { activity_id: number; activity_title: string; threshold: string };

/** The form: the activity, its threshold and goods, and the rule's own fields. */
export type RuleForm = {
  activity_id: number;
  threshold: string;
  goods: PickedGoods | null;
} & Record<string, unknown>;

type Props<Row extends RuleRow, Body> = {
  /** 满赠 or 换购: the page's title and every message. */
  noun: string;
  content?: string;
  thresholdPlaceholder: string;
  list: UseQueryResult<Row[]>;
  save: UseMutationResult<unknown, Error, { activityId: number; body: Body }>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The columns between the activity and threshold and the actions. */
  columns: ColumnsType<Row>;
  /** A saved rule as the form edits it; a new rule starts from `blank`. */
  toForm(row: Row): Partial<RuleForm>;
  blank: Partial<RuleForm>;
  /** The form items after the activity and the threshold. */
  fields: ReactNode;
};

/**
 * One page per kind of 满减 rule (满赠, 换购): each activity holds at most one,
 * set, edited and deleted here; the server audits every write.
 */
export function ActivityRulePage<Row extends RuleRow, Body>(p: Props<Row, Body>) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm<RuleForm>();
  const saved = useFormSave(form);

  const open = (row?: Row) => {
    setEditing(row ?? 'new');
    form.setFieldsValue(row ? p.toForm(row) : p.blank);
  };
  const submit = async () => {
    // The body is the form's fields with the picked goods' id (the contract checks them).
    const { activity_id, goods, ...rest } = await form.validateFields();
    const body = { ...rest, goods_id: goods!.id } as Body;
    await saved(
      () => p.save.mutateAsync({ activityId: activity_id, body }),
      `${p.noun}已保存`,
      () => setEditing(null),
    );
  };

  return (
    <PageContainer
      title={p.noun}
      content={p.content}
      extra={
        <Button type="primary" onClick={() => open()}>
          设置{p.noun}
        </Button>
      }
    >
      <Table<Row>
        rowKey="activity_id"
        loading={p.list.isLoading}
        dataSource={p.list.data ?? []}
        pagination={false}
        columns={[
          {
            title: '满减活动',
            key: 'a',
            render: (_, r) => `#${r.activity_id} ${r.activity_title}`,
          },
          { title: `${p.noun}门槛`, dataIndex: 'threshold', render: (v: string) => `满 ¥${v}` },
          ...p.columns,
          {
            title: '操作',
            key: 'op',
            render: (_, r) => (
              <>
                <Button type="link" onClick={() => open(r)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除这个${p.noun}？`}
                  onConfirm={async () => {
                    await p.remove.mutateAsync(r.activity_id);
                    message.success(`${p.noun}已删除`);
                  }}
                >
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? `设置${p.noun}` : `编辑${p.noun}`}
        open={editing !== null}
        onOk={submit}
        okText="保存"
        confirmLoading={p.save.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="activity_id"
            label="满减活动"
            rules={[{ required: true, message: '请选择满减活动' }]}
          >
            <ActivitySelect disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item
            name="threshold"
            label={`${p.noun}门槛（元，按满减前活动金额）`}
            rules={[{ required: true, message: `请填写${p.noun}门槛` }]}
          >
            <Input placeholder={p.thresholdPlaceholder} />
          </Form.Item>
          {p.fields}
        </Form>
      </Modal>
    </PageContainer>
  );
}
