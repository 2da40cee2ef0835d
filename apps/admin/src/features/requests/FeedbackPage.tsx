import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button, Form, Image, Popconfirm, Space } from 'antd';
import {
  type AdminFeedback,
  type FeedbackStatus,
  feedbackQuery,
  useFeedbackAction,
} from '../../api/requests';
import { LongText } from '../../components/LongText';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { RequestTable } from './RequestTable';

const STATUSES: Record<FeedbackStatus, { label: string; color: string }> = {
  open: { label: '待回复', color: 'blue' },
  replied: { label: '已回复', color: 'green' },
  closed: { label: '已关闭', color: 'default' },
};

/** 意见反馈: buyers' feedback; customer service replies (the buyer gets a message) or closes it. */
export function FeedbackPage() {
  return (
    <RequestTable<AdminFeedback, FeedbackStatus>
      title="意见反馈"
      statuses={STATUSES}
      keywordsHint="内容/买家"
      actionsWidth={130}
      permission="messages"
      openStatuses={['open', 'replied']}
      actions={(r, done) => <FeedbackActions item={r} onDone={done} />}
      fetch={(client, filters) => client.fetchQuery(feedbackQuery(filters))}
      columns={[
        { title: '类型', dataIndex: 'type_text', search: false, width: 80 },
        {
          title: '内容',
          dataIndex: 'content',
          search: false,
          width: 310,
          render: (_, r) => (
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <LongText text={r.content} />
              {r.images.length > 0 && (
                <Image.PreviewGroup>
                  {r.images.map((src) => (
                    <Image key={src} src={src} width={48} height={48} alt="反馈图片" />
                  ))}
                </Image.PreviewGroup>
              )}
              {r.reply && <LongText text={`回复：${r.reply}`} rows={1} type="success" />}
            </Space>
          ),
        },
        { title: '联系方式', dataIndex: 'contact', search: false, width: 130, ellipsis: true },
      ]}
    />
  );
}

function FeedbackActions({ item: r, onDone }: { onDone: () => void; item: AdminFeedback }) {
  const { message } = App.useApp();
  const act = useFeedbackAction(true);
  const [form] = Form.useForm<{ reply: string }>();
  return (
    <>
      <ModalForm<{ reply: string }>
        title="回复反馈"
        form={form}
        width={520}
        initialValues={{ reply: r.reply }}
        trigger={
          <Button type="link" size="small">
            {r.reply ? '修改回复' : '回复'}
          </Button>
        }
        modalProps={{ destroyOnHidden: true, okText: '回复并通知买家' }}
        onFinish={async ({ reply }) => {
          try {
            await act.mutateAsync({ id: r.id, action: 'reply', reply: reply.trim() });
          } catch (error) {
            const text = applyServerErrors(form, error);
            if (text) message.error(text);
            return false;
          }
          message.success('已回复');
          onDone();
          return true;
        }}
      >
        <p
          style={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            maxHeight: 240,
            overflow: 'auto',
          }}
        >
          {r.content}
        </p>
        <ProFormTextArea
          name="reply"
          label="回复内容（买家可见）"
          rules={[
            { required: true, whitespace: true, message: '请填写回复内容' },
            { max: 500, message: '回复内容不能超过 500 个字符' },
          ]}
          fieldProps={{ count: { show: true, max: 500 }, rows: 5 }}
        />
      </ModalForm>
      <Popconfirm
        title="关闭这条反馈？"
        okText="关闭"
        cancelText="取消"
        onConfirm={async () => {
          try {
            await act.mutateAsync({ id: r.id, action: 'close' });
            message.success('已关闭');
            onDone();
          } catch (error) {
            message.error(error instanceof Error ? error.message : '操作失败');
          }
        }}
      >
        <Button type="link" size="small" danger>
          关闭
        </Button>
      </Popconfirm>
    </>
  );
}
