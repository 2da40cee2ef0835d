import type { FeedbackItem, FeedbackType } from '@shop/contract';
import { isContact, messages } from '@shop/domain';
import { App, Button, Empty, Form, Input, Select, Tag } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FEEDBACK_PHOTO_URL, useCreateFeedback, useFeedback } from '../../api/feedback/feedback';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import { PhotoUpload, uploadedUrls } from '../../components/PhotoUpload';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { formatDateTime } from '../../lib/format-time';
import { countTo, maxChars } from '../../lib/text-limit';
import styles from './FeedbackPage.module.css';

/** The server's limits (a 422 beyond them) and its feedback types. */
const FEEDBACK_CONTENT_MAX = 500;
const MAX_FEEDBACK_IMAGES = 3;
const feedbackTypes: Record<FeedbackType, string> = {
  suggestion: '功能建议',
  goods: '商品问题',
  service: '服务投诉',
  logistics: '物流配送',
  other: '其他',
};

type Values = { type: FeedbackType; content: string; contact: string };

const STATUS_COLORS: Record<FeedbackItem['status'], string> = {
  open: 'blue',
  replied: 'green',
  closed: 'default',
};

/** /yjfk (alias /zzfw_yjfk): write feedback with up to 3 photos; my feedback and the replies. */
export function FeedbackPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useFeedback(page);
  const create = useCreateFeedback();

  const submit = async (v: Values) => {
    if (photos.some((p) => p.status === 'uploading')) {
      message.warning('图片还在上传，请稍候');
      return;
    }
    const images = uploadedUrls(photos);
    try {
      await create.mutateAsync({
        type: v.type,
        content: v.content.trim(),
        contact: v.contact?.trim() ?? '',
        images,
      });
    } catch (error) {
      const text = applyServerErrors(form, error);
      if (text) message.error(text);
      return;
    }
    message.success('感谢您的反馈，我们会尽快回复');
    form.resetFields();
    setPhotos([]);
    setParams({});
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>意见反馈</h1>
      <div className={styles.card}>
        <Form<Values>
          form={form}
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 16 }}
          initialValues={{ type: 'suggestion', content: '', contact: '' }}
          onFinish={submit}
        >
          <Form.Item label="反馈类型" name="type" rules={[{ required: true }]}>
            <Select
              style={{ width: 200 }}
              options={Object.entries(feedbackTypes).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item
            label="反馈内容"
            name="content"
            rules={[
              { required: true, whitespace: true, message: '请输入反馈内容' },
              maxChars('反馈内容', FEEDBACK_CONTENT_MAX),
            ]}
          >
            <Input.TextArea
              rows={5}
              count={countTo(FEEDBACK_CONTENT_MAX)}
              placeholder="请描述您遇到的问题或建议"
            />
          </Form.Item>
          <Form.Item
            label="图片"
            extra={`最多 ${MAX_FEEDBACK_IMAGES} 张，JPG/PNG/WebP，每张不超过 5 MB`}
          >
            <PhotoUpload
              action={FEEDBACK_PHOTO_URL}
              max={MAX_FEEDBACK_IMAGES}
              photos={photos}
              onChange={setPhotos}
            />
          </Form.Item>
          <Form.Item
            label="联系方式"
            name="contact"
            extra="选填：手机号码、固定电话（如 010-12345678）、QQ 号或邮箱，方便我们联系您"
            rules={[
              maxChars('联系方式', 50),
              {
                validator: (_, v?: string) =>
                  !v?.trim() || isContact(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(messages.contact)),
              },
            ]}
          >
            <Input placeholder="手机号 / 电话 / QQ / 邮箱" style={{ width: 300 }} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              提交反馈
            </Button>
          </Form.Item>
        </Form>
      </div>

      <h2 className={styles.subtitle}>我的反馈</h2>
      {list.isPending && <PageSpinner padding={40} />}
      {list.isError && !list.data && <LoadFailed what="反馈" query={list} />}
      {list.data && list.data.data.length === 0 && (
        <Empty className={styles.card} description="还没有提交过反馈" />
      )}
      <ul className={styles.list}>
        {list.data?.data.map((f) => (
          <li key={f.id} className={styles.item}>
            <div className={styles.meta}>
              <Tag>{f.type_text}</Tag>
              <Tag color={STATUS_COLORS[f.status]}>{f.status_text}</Tag>
              <span>{formatDateTime(f.created_at)}</span>
            </div>
            <p className={styles.content}>{f.content}</p>
            {f.images.length > 0 && (
              <div className={styles.images}>
                {f.images.map((src) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt="反馈图片" width={72} height={72} />
                  </a>
                ))}
              </div>
            )}
            {f.reply && (
              <div className={styles.reply}>
                <strong>客服回复</strong>
                {f.replied_at && <span> {formatDateTime(f.replied_at)}</span>}
                <p>{f.reply}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={list.data} onChange={(p) => setParams({ page: String(p) })} />}
    </div>
  );
}
