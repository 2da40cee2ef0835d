import { ModalForm, ProFormItem, ProFormSwitch, ProFormTextArea } from '@ant-design/pro-components';
import type { AdminGoods } from '@shop/contract';
import { App, Button, Col, Divider, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUpdateGoods } from '../../api/goods';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { lotsPath } from '../../lib/lots-path';
import { useCan } from '../../lib/permissions';
import { changesOf, type EditGroups, formValuesOf, type GoodsFormValues } from './edit-values';
import { GoodsLimits, GoodsMoney, GoodsText, half } from './goods-fields';

/** 编辑 one goods: the fields the staff member's permissions allow, nothing else. */
export function GoodsEditForm({ goods, onSaved }: { goods: AdminGoods; onSaved: () => void }) {
  const { message } = App.useApp();
  const can = useCan();
  const update = useUpdateGoods();
  const [form] = Form.useForm<GoodsFormValues>();
  const groups: EditGroups = { goods: can('goods'), prices: can('prices') };
  const [open, setOpen] = useState(false);
  const initial = formValuesOf(goods);

  return (
    <ModalForm<GoodsFormValues>
      title={`编辑商品 · ${goods.name}`}
      form={form}
      open={open}
      onOpenChange={setOpen}
      width={720}
      grid
      rowProps={{ gutter: 16 }}
      trigger={
        <Button type="link" size="small">
          编辑
        </Button>
      }
      modalProps={{ destroyOnHidden: true }}
      initialValues={initial}
      onFinish={async (values) => {
        const body = changesOf(initial, values, groups);
        if (Object.keys(body).length === 0) {
          message.info('没有修改');
          return true;
        }
        try {
          await update.mutateAsync({ id: goods.id, body });
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        message.success('已保存，商城即时生效');
        onSaved();
        return true;
      }}
    >
      {groups.goods && (
        <>
          {(['name', 'sccj', 'ypgg', 'jx', 'bzdw', 'pzwh', 'gjbzm'] as const).map((name) => (
            <GoodsText key={name} name={name} {...half} />
          ))}
          <GoodsLimits {...half} />
          <ProFormSwitch
            name="on_shelf"
            label="上架"
            {...half}
            checkedChildren="上架"
            unCheckedChildren="下架"
          />
          <ProFormSwitch name="is_free_shipping" label="包邮" {...half} />
          <ProFormTextArea
            name="remarks"
            label="商品简介"
            fieldProps={{ maxLength: 500, showCount: true }}
          />
        </>
      )}
      {groups.prices && (
        <>
          <Divider titlePlacement="start">价格</Divider>
          <GoodsMoney name="price" required {...half} />
          <GoodsMoney name="market_price" required {...half} />
        </>
      )}
      <Divider titlePlacement="start">库存</Divider>
      {/* The lots' sum: stock arrives and is counted by lot (批次), never typed here. */}
      <Col span={24}>
        <ProFormItem label="库存" tooltip="各批次在库数量之和">
          <Space>
            <Typography.Text strong>
              {goods.number} {goods.bzdw}
            </Typography.Text>
            <Link to={lotsPath(goods.id)} onClick={() => setOpen(false)}>
              {can('stock') ? '批次（入库 / 调整）' : '查看批次'}
            </Link>
          </Space>
        </ProFormItem>
      </Col>
    </ModalForm>
  );
}
