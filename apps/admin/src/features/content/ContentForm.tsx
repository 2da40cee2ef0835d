import {
  ModalForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { ContentKind } from '@shop/contract';
import { App, Form } from 'antd';
import type { ContentRow } from '../../api/content';
import { useContentWrite } from '../../api/content';
import { applyServerErrors } from '../../lib/apply-server-errors';

export const POSITIONS = [
  { value: 'index', label: '首页轮播' },
  { value: 'top', label: '顶部通栏' },
  { value: 'right', label: '首页右侧' },
  { value: 'login', label: '登录页' },
  { value: 'zone', label: '专区入口' },
];

const ADDRESS = /^(\/(?!\/)|https?:\/\/)/i;
const addressRule = (label: string, required = false) => [
  ...(required ? [{ required: true, message: `请输入${label}` }] : []),
  {
    validator: (_: unknown, v?: string) =>
      !v || ADDRESS.test(v)
        ? Promise.resolve()
        : Promise.reject(new Error(`${label}须以 / 或 http(s):// 开头`)),
  },
];
const required = (label: string) => [
  { required: true, whitespace: true, message: `请输入${label}` },
];

/** Add or edit one row of a kind of content; the fields follow the kind. */
export function ContentForm({
  kind,
  row,
  navRoots,
  trigger,
}: {
  kind: ContentKind;
  row?: ContentRow;
  navRoots?: ContentRow[];
  trigger: React.ReactElement;
}) {
  const { message } = App.useApp();
  const { save } = useContentWrite(kind);
  const [form] = Form.useForm();
  const initial = row
    ? { ...row, is_open: row.is_open === 1, parent_id: row.parent_id ?? 0 }
    : { sort: 0, position: 'index', parent_id: 0, is_open: false };
  return (
    <ModalForm
      title={row ? '编辑' : '添加'}
      form={form}
      width={520}
      trigger={trigger}
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={async (values: Record<string, unknown>) => {
        const { id: _id, position_name: _p, ...rest } = values;
        const body = kind === 'nav' ? { ...rest, is_open: rest.is_open ? 1 : 0 } : rest;
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
      {kind === 'nav' && (
        <>
          <ProFormText
            name="name"
            label="导航名称"
            rules={required('导航名称')}
            fieldProps={{ maxLength: 20 }}
          />
          <ProFormText
            name="url"
            label="链接"
            rules={addressRule('链接', true)}
            placeholder="/list 或 https://..."
          />
          <ProFormSelect
            name="parent_id"
            label="上级导航"
            options={[
              { value: 0, label: '无（一级导航）' },
              ...(navRoots ?? [])
                .filter((n) => n.id !== row?.id)
                .map((n) => ({ value: n.id, label: String(n.name) })),
            ]}
          />
          <ProFormText name="image" label="图标地址" rules={addressRule('图标')} />
          <ProFormSwitch name="is_open" label="新窗口打开" />
        </>
      )}
      {kind === 'banners' && (
        <>
          <ProFormSelect
            name="position"
            label="广告位"
            options={POSITIONS}
            rules={[{ required: true }]}
          />
          <ProFormText name="title" label="标题" fieldProps={{ maxLength: 50 }} />
          <ProFormText
            name="image"
            label="图片地址"
            rules={addressRule('图片')}
            tooltip="留空时按标题自动生成图片"
            placeholder="/uploads/... 或 https://..."
          />
          <ProFormText
            name="url"
            label="链接"
            rules={addressRule('链接')}
            placeholder="/list?select=1"
          />
        </>
      )}
      {kind === 'hot-searches' && (
        <ProFormText
          name="keyword"
          label="关键词"
          rules={required('关键词')}
          fieldProps={{ maxLength: 20 }}
        />
      )}
      {kind === 'links' && (
        <>
          <ProFormText
            name="name"
            label="链接名称"
            rules={required('链接名称')}
            fieldProps={{ maxLength: 30 }}
          />
          <ProFormText
            name="url"
            label="链接"
            rules={addressRule('链接', true)}
            placeholder="https://..."
          />
        </>
      )}
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
