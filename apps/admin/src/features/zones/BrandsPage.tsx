import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminBrand } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Image, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { brandsQuery, useDeleteBrand, useSaveBrand } from '../../api/zones';
import { AdminTable } from '../../components/AdminTable';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { pageOf, textOf } from '../../lib/table-params';
import { BrandGoodsDrawer } from './BrandGoodsDrawer';
import { PictureField } from './PictureField';

type Values = {
  name: string;
  logo: string;
  banner: string;
  description: string;
  sort: number;
  shown: boolean;
};

/** 品牌专区: brands with logo, banner and description, and the goods linked to each. */
export function BrandsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [goodsOf, setGoodsOf] = useState<AdminBrand | null>(null);
  const save = useSaveBrand();
  const remove = useDeleteBrand();
  const [form] = Form.useForm<Values>();
  const current = editing && editing !== 'new' ? editing : null;

  const columns: ProColumns<AdminBrand>[] = [
    { title: '品牌名称', dataIndex: 'name', width: 160 },
    {
      title: '标志',
      dataIndex: 'logo',
      search: false,
      width: 120,
      render: (_, r) => <Image src={r.logo} height={40} alt={r.name} />,
    },
    { title: '介绍', dataIndex: 'description', search: false, ellipsis: true },
    { title: '商品数', dataIndex: 'goods_count', search: false, width: 90 },
    { title: '排序', dataIndex: 'sort', search: false, width: 80 },
    {
      title: '状态',
      dataIndex: 'is_shown',
      search: false,
      width: 90,
      render: (_, r) => (r.is_shown ? <Tag color="green">展示中</Tag> : <Tag>已隐藏</Tag>),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, row) => [
        <Button key="edit" type="link" size="small" onClick={() => setEditing(row)}>
          编辑
        </Button>,
        <Button key="goods" type="link" size="small" onClick={() => setGoodsOf(row)}>
          商品
        </Button>,
        <Popconfirm
          key="del"
          title="删除该品牌？"
          description="品牌与商品的关联一并删除，商品本身不受影响"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(row.id);
              message.success('品牌已删除');
              actionRef.current?.reload();
            } catch (e) {
              message.error(isApiError(e) ? e.message : '删除失败');
            }
          }}
        >
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminBrand>
        headerTitle="品牌专区"
        actionRef={actionRef}
        columns={columns}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing('new')}>
            新建品牌
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(brandsQuery({ ...pageOf(params), name: textOf(params.name) }))
        }
      />
      <ModalForm<Values>
        title={current ? `编辑品牌 · ${current.name}` : '新建品牌'}
        form={form}
        open={editing !== null}
        width={640}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        key={current?.id ?? 'new'}
        initialValues={
          current
            ? {
                name: current.name,
                // The drawn pictures are the default, not a saved value.
                logo: current.logo.startsWith('/img/') ? '' : current.logo,
                banner: current.banner.startsWith('/img/') ? '' : current.banner,
                description: current.description,
                sort: current.sort,
                shown: current.is_shown === 1,
              }
            : { sort: 0, shown: true, logo: '', banner: '', description: '' }
        }
        onFinish={async (v) => {
          const body = {
            name: v.name,
            logo: v.logo ?? '',
            banner: v.banner ?? '',
            description: v.description ?? '',
            sort: v.sort ?? 0,
            is_shown: v.shown ? 1 : 0,
          };
          try {
            await save.mutateAsync({ id: current?.id, body });
          } catch (e) {
            const text = applyServerErrors(form, e);
            if (text) message.error(text);
            return false;
          }
          message.success('已保存');
          setEditing(null);
          actionRef.current?.reload();
          return true;
        }}
      >
        <ProFormText
          name="name"
          label="品牌名称"
          rules={[{ required: true, whitespace: true, message: '请输入品牌名称' }, { max: 40 }]}
        />
        <ProForm.Item name="logo" label="品牌标志（240×120）">
          <PictureField kind="logo" />
        </ProForm.Item>
        <ProForm.Item name="banner" label="品牌横幅（1200×300）">
          <PictureField kind="banner" />
        </ProForm.Item>
        <ProFormTextArea
          name="description"
          label="品牌介绍"
          fieldProps={{ maxLength: 1000, showCount: true }}
        />
        <ProFormDigit
          name="sort"
          label="排序（小的在前）"
          min={0}
          max={99999}
          fieldProps={{ precision: 0 }}
        />
        <ProFormSwitch name="shown" label="在品牌专区展示" />
      </ModalForm>
      <BrandGoodsDrawer brand={goodsOf} onClose={() => setGoodsOf(null)} />
    </PageContainer>
  );
}
