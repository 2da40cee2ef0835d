import { ArrowLeftOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { DrawerForm, ProForm, ProFormList, ProFormTextArea } from '@ant-design/pro-components';
import type { InstructionsBody } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Drawer, Image, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { goodsOneQuery } from '../../api/goods';
import { instructionsQuery, useGoodsImages, usePutInstructions } from '../../api/goods-create';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** 图片: upload (JPG/PNG/WebP ≤ 5 MB), previews, delete, move forward. */
export function GoodsImagesButton({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const goods = useQuery({ ...goodsOneQuery(id), enabled: open });
  const { upload, remove, reorder } = useGoodsImages(id);
  const images = goods.data?.images ?? [];
  // Without an upload the shop shows pictures the server draws from the goods'
  // facts (docs/decisions/2026-11-23-generated-images.md): the same ones here.
  const generated = images.length === 0 ? (goods.data?.goods_image ?? []).map((g) => g.list) : [];
  const failed = (e: unknown) => message.error(isApiError(e) ? e.message : '操作失败');

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        图片
      </Button>
      <Drawer title={`商品图片 · ${name}`} width={640} open={open} onClose={() => setOpen(false)}>
        <Typography.Paragraph type="secondary">
          JPG、PNG 或 WebP，不超过 5 MB；自动裁成 400×400 和 100×100，白底。第一张为主图。
        </Typography.Paragraph>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          multiple
          beforeUpload={(file) => {
            if (file.size > MAX_BYTES) {
              message.error('图片不能超过 5 MB');
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutateAsync(file as File).then(
              (r) => onSuccess?.(r),
              (e) => {
                failed(e);
                onError?.(e as Error);
              },
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            上传图片
          </Button>
        </Upload>
        <Image.PreviewGroup>
          <Space wrap style={{ marginTop: 16 }}>
            {images.length === 0 && goods.data && (
              <Space direction="vertical" size={8}>
                <Typography.Text type="secondary">
                  暂无上传图片。商城现显示下方系统生成图（根据商品名称、规格、厂家绘制，非实拍）；上传图片后商城改显示上传的图片。
                </Typography.Text>
                <Space wrap>
                  {generated.map((src, i) => (
                    <Space key={src} direction="vertical" align="center">
                      <Image src={src} width={120} height={120} alt={`系统生成图 ${i + 1}`} />
                      <Tag>系统生成</Tag>
                    </Space>
                  ))}
                </Space>
              </Space>
            )}
            {images.map((src, i) => (
              <Space key={src} direction="vertical" align="center">
                <Image src={src} width={120} height={120} alt={`图片 ${i + 1}`} />
                <Space>
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    disabled={i === 0}
                    aria-label="前移"
                    onClick={() => {
                      const next = [...images];
                      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
                      reorder.mutateAsync(next).catch(failed);
                    }}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除"
                    onClick={() => remove.mutateAsync(i + 1).catch(failed)}
                  />
                </Space>
              </Space>
            ))}
          </Space>
        </Image.PreviewGroup>
      </Drawer>
    </>
  );
}

const TITLES = [
  '成分',
  '性状',
  '适应症',
  '规格',
  '用法用量',
  '不良反应',
  '禁忌',
  '注意事项',
  '孕妇及哺乳期妇女用药',
  '儿童用药',
  '药物相互作用',
  '贮藏',
  '有效期',
  '批准文号',
  '生产企业',
].map((value) => ({ value }));

type Values = { sections: { title: string; html: string }[] };

/** 说明书: sections, each a title (from the list or free text) and its HTML. */
export function GoodsInstructionsButton({
  id,
  name,
  editable,
}: {
  id: number;
  name: string;
  editable: boolean;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const put = usePutInstructions(id);
  return (
    <DrawerForm<Values>
      title={`说明书 · ${name}`}
      width={760}
      trigger={
        <Button type="link" size="small">
          说明书
        </Button>
      }
      drawerProps={{ destroyOnHidden: true }}
      submitter={editable ? undefined : false}
      request={async () => ({
        sections: (await queryClient.fetchQuery(instructionsQuery(id))).sections,
      })}
      onFinish={async (values) => {
        try {
          await put.mutateAsync({ sections: values.sections ?? [] } as InstructionsBody);
        } catch (e) {
          message.error(isApiError(e) ? e.message : '保存失败');
          return false;
        }
        message.success('说明书已保存，商城即时可见');
        return true;
      }}
    >
      <Typography.Paragraph type="secondary">
        内容可用
        HTML：p、br、strong、em、ul/ol/li、table、h3/h4、span；其余标签和属性保存时会被去掉。
      </Typography.Paragraph>
      <ProFormList
        name="sections"
        creatorButtonProps={{ creatorButtonText: '添加段落' }}
        creatorRecord={{ title: '', html: '' }}
        max={30}
        readonly={!editable}
      >
        <ProForm.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请输入标题' },
            { max: 20, message: '标题不能超过 20 个字符' },
          ]}
        >
          <AutoComplete
            options={TITLES}
            style={{ width: 260 }}
            placeholder="选择或输入标题"
            disabled={!editable}
          />
        </ProForm.Item>
        <ProFormTextArea
          name="html"
          label="内容"
          fieldProps={{ rows: 4, maxLength: 20000 }}
          placeholder="<p>口服，一次2粒，一日3次。</p>"
        />
      </ProFormList>
    </DrawerForm>
  );
}
