import { Alert, Button, Checkbox, Descriptions, Form, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useContract } from '../../api/contract/get-contract';
import { useSignContract } from '../../api/contract/sign-contract';
import { LoadFailed } from '../../components/LoadFailed';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { formatDateTime } from '../../lib/format-time';
import styles from './ContractPage.module.css';

type SignForm = { name: string; agree: boolean };

/**
 * /dzht: the purchase contract in force (where a 459 sends the buyer). The
 * buyer reads it, signs with a name and the confirmation, and may download a
 * PDF copy; signed, ordering works again.
 */
export function ContractPage() {
  const contract = useContract();
  const sign = useSignContract();
  const [form] = Form.useForm<SignForm>();
  const [error, setError] = useState<string | null>(null);

  if (contract.isPending) return <Spin className={styles.spin} />;
  if (contract.isError) return <LoadFailed what="采购合同" query={contract} />;
  const c = contract.data;
  if (c.version === 0)
    return (
      <Result status="info" title="暂无需要签署的采购合同" extra={<Link to="/">返回首页</Link>} />
    );

  const submit = async (v: SignForm) => {
    setError(null);
    try {
      await sign.mutateAsync({ name: v.name, agree: 1, version: c.version });
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  };

  return (
    <div className={styles.page}>
      <h1>{c.title}</h1>
      <p className={styles.meta}>
        第 {c.version} 版 · 发布于 {formatDateTime(c.published_at)} ·{' '}
        <a href={c.pdf_url} download>
          下载 PDF
        </a>
      </p>
      {c.signed === 0 && (
        <Alert
          type="warning"
          showIcon
          message="贵司尚未签署最新版采购合同，签署后方可下单。"
          className={styles.alert}
        />
      )}
      <article className={styles.body} aria-label="合同正文">
        {c.body.split(/\n{2,}/).map((p, i) => (
          // Paragraphs of a published version never change order.
          // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed per version
          <p key={i}>{p}</p>
        ))}
      </article>
      {c.signature ? (
        <section className={styles.signed} aria-label="签署信息">
          <Result
            status="success"
            title="贵司已签署本合同"
            subTitle="现在可以正常下单了。"
            extra={<Link to="/cart">去购物车</Link>}
          />
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: '签署人', children: c.signature.name },
              { key: 'user', label: '签署账号', children: c.signature.username },
              { key: 'at', label: '签署时间', children: formatDateTime(c.signature.signed_at) },
              {
                key: 'hash',
                label: '合同文本 SHA-256',
                children: <code>{c.signature.sha256}</code>,
              },
            ]}
          />
        </section>
      ) : (
        <section className={styles.sign} aria-label="签署合同">
          <h2>签署合同</h2>
          {error && <Alert type="error" showIcon message={error} className={styles.alert} />}
          <Form<SignForm> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
            <Form.Item
              name="name"
              label="签署人姓名"
              rules={[
                { required: true, message: '请输入签署人姓名' },
                { max: 30, message: '签署人姓名不能超过 30 个字符' },
              ]}
            >
              <Input maxLength={30} placeholder="请输入签署人真实姓名" />
            </Form.Item>
            <Form.Item
              name="agree"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, v) =>
                    v ? Promise.resolve() : Promise.reject(new Error('请先勾选已阅读并同意本合同')),
                },
              ]}
            >
              <Checkbox>我已阅读并同意《{c.title}》的全部条款</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sign.isPending}>
              确认签署
            </Button>
          </Form>
        </section>
      )}
    </div>
  );
}
