import {
  ModalForm,
  ProFormDatePicker,
  ProFormDigit,
  ProFormText,
  ProFormUploadButton,
} from '@ant-design/pro-components';
import { shopDay } from '@shop/domain';
import { App, Button, Form, type FormInstance, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useReceiveLot } from '../../api/lots';
import { applyServerErrors } from '../../lib/apply-server-errors';
import {
  expiryProblem,
  LOT_QUANTITY_MAX,
  lotNoProblem,
  productionProblem,
  REPORT_ACCEPT,
  reportProblem,
  SUPPLIER_MAX,
  supplierProblem,
} from './lot-rules';

type Values = {
  lot_no: string;
  production_date: string;
  expiry_date: string;
  quantity: number;
  supplier: string;
  report?: UploadFile[];
};

const day = (v: Dayjs | string | undefined) =>
  v === undefined || v === null ? undefined : typeof v === 'string' ? v : v.format('YYYY-MM-DD');

/** A form rule from one of lot-rules' checks: the message it returns, or nothing. */
const check =
  (problem: (v: string) => string | null) =>
  async (_: unknown, value: Dayjs | string | undefined) => {
    const v = day(value);
    const text = v === undefined || v === '' ? null : problem(v);
    if (text) throw new Error(text);
  };

/**
 * 入库 one lot of a goods: the lot's number, dates, quantity and supplier, and
 * its 药检报告 when it came with the goods. The same lot number received again
 * with the same dates adds to that lot.
 */
export function LotReceiveForm({
  goods,
  onDone,
}: {
  goods: { id: number; name: string };
  onDone?: () => void;
}) {
  const { message } = App.useApp();
  const receive = useReceiveLot();
  const [form] = Form.useForm<Values>();

  return (
    <ModalForm<Values>
      title={`入库 · ${goods.name}`}
      form={form}
      width={560}
      layout="horizontal"
      labelCol={{ span: 6 }}
      dateFormatter="string"
      trigger={<Button type="primary">入库</Button>}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: '确认入库' } }}
      onFinish={async (values) => {
        try {
          const lot = await receive.mutateAsync({
            goodsId: goods.id,
            lot: {
              lot_no: values.lot_no.trim(),
              production_date: values.production_date,
              expiry_date: values.expiry_date,
              quantity: values.quantity,
              supplier: values.supplier.trim(),
              report: values.report?.[0]?.originFileObj,
            },
          });
          message.success(`批号 ${lot.lot_no} 已入库，在库 ${lot.quantity}`);
        } catch (error) {
          const text = applyServerErrors(form, error);
          if (text) message.error(text);
          return false;
        }
        onDone?.();
        return true;
      }}
    >
      <ProFormText
        name="lot_no"
        label="批号"
        placeholder="包装上的批号，如 B20261101"
        fieldProps={{ maxLength: 40 }}
        rules={[{ required: true, message: '请输入批号' }, { validator: check(lotNoProblem) }]}
      />
      <ProFormDatePicker
        name="production_date"
        label="生产日期"
        width="md"
        fieldProps={{
          disabledDate: (d: Dayjs) => d.format('YYYY-MM-DD') > shopDay(Date.now()),
        }}
        rules={[
          { required: true, message: '请选择生产日期' },
          { validator: check((v) => productionProblem(v)) },
        ]}
      />
      <ProFormDatePicker
        name="expiry_date"
        label="有效期至"
        width="md"
        dependencies={['production_date']}
        rules={[
          { required: true, message: '请选择有效期至' },
          ({ getFieldValue }: Pick<FormInstance<Values>, 'getFieldValue'>) => ({
            validator: check((v) => expiryProblem(v, day(getFieldValue('production_date')))),
          }),
        ]}
      />
      <ProFormDigit
        name="quantity"
        label="入库数量"
        width="md"
        min={1}
        max={LOT_QUANTITY_MAX}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true, message: '请输入入库数量' }]}
      />
      <ProFormText
        name="supplier"
        label="供应商"
        placeholder="如：国药控股北京有限公司"
        fieldProps={{ maxLength: SUPPLIER_MAX }}
        rules={[{ required: true, message: '请输入供应商' }, { validator: check(supplierProblem) }]}
      />
      <ProFormUploadButton
        name="report"
        label="药检报告"
        title="选择文件"
        max={1}
        extra="PDF、PNG 或 JPEG，不超过 10 MB；也可入库后再上传"
        // Kept in the form until 确认入库 sends it with the lot.
        fieldProps={{ beforeUpload: () => false, accept: REPORT_ACCEPT }}
        rules={[
          {
            validator: async (_: unknown, files: UploadFile[] | undefined) => {
              const file = files?.[0]?.originFileObj;
              const text = file ? reportProblem(file) : null;
              if (text) throw new Error(text);
            },
          },
        ]}
      />
    </ModalForm>
  );
}
