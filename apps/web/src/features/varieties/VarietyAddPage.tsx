import { App, Button, Form, Input, InputNumber } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type NewVarietyRequest,
  useCreateVarietyRequest,
} from '../../api/varieties/variety-requests';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { countTo, maxChars } from '../../lib/text-limit';
import styles from './Varieties.module.css';

/** The server's limit on the note (422 beyond it). */
const NOTE_MAX = 500;

type Values = {
  name: string;
  manufacturer: string;
  specification: string;
  quantity: number;
  price: string;
  note: string;
};

/** /pzqg/add: ask for goods the shop does not stock; `?keywords=` (an empty search) fills the name. */
export function VarietyAddPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const create = useCreateVarietyRequest();

  const submit = async (v: Values) => {
    const body: NewVarietyRequest = {
      name: v.name.trim(),
      manufacturer: v.manufacturer?.trim() ?? '',
      specification: v.specification?.trim() ?? '',
      quantity: v.quantity,
      price: v.price?.trim() ?? '',
      note: v.note ?? '',
    };
    try {
      const made = await create.mutateAsync(body);
      message.success('求购信息已提交，我们会尽快为您采购');
      navigate(`/pzqg/info?id=${made.id}`);
    } catch (error) {
      const text = applyServerErrors(form, error);
      if (text) message.error(text);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>登记求购</h1>
      </div>
      <div className={styles.card}>
        <p className={styles.hint}>
          找不到需要的品种？告诉我们名称、厂家和规格，采购到货后会通过站内消息通知您。
        </p>
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ span: 4 }}
          wrapperCol={{ span: 14 }}
          initialValues={{
            name: (params.get('keywords') ?? '').trim(),
            manufacturer: '',
            specification: '',
            quantity: 1,
            price: '',
            note: '',
          }}
          onFinish={submit}
        >
          <Form.Item
            label="品种名称"
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入品种名称' },
              maxChars('品种名称', 100),
            ]}
          >
            <Input count={countTo(100)} placeholder="如：阿莫西林胶囊" />
          </Form.Item>
          <Form.Item label="生产厂家" name="manufacturer" rules={[maxChars('生产厂家', 100)]}>
            <Input count={countTo(100)} />
          </Form.Item>
          <Form.Item label="规格" name="specification" rules={[maxChars('规格', 100)]}>
            <Input count={countTo(100)} placeholder="如：0.25g*24粒" />
          </Form.Item>
          <Form.Item
            label="求购数量"
            name="quantity"
            rules={[{ required: true, message: '请输入求购数量' }]}
          >
            <InputNumber min={1} max={1_000_000} precision={0} />
          </Form.Item>
          <Form.Item
            label="目标价格"
            name="price"
            extra="单价，元；可不填"
            rules={[{ pattern: /^\d{1,7}(\.\d{1,2})?$/, message: '请输入金额，最多两位小数' }]}
          >
            <Input prefix="¥" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="备注" name="note" rules={[maxChars('备注', NOTE_MAX)]}>
            <Input.TextArea rows={4} count={countTo(NOTE_MAX)} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              提交求购
            </Button>
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}
