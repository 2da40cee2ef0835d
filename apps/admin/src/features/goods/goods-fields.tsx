import { ProFormText } from '@ant-design/pro-components';
import { drugClasses } from '@shop/domain';
import type { ColProps } from 'antd';
import { WholeField } from '../../components/form-fields';
import { MONEY } from '../../lib/money';

// The goods' fields as both goods forms show them (编辑 and 新增 / 完整编辑),
// each declared once: its label, its limit and whether it must be filled.

const TEXTS = {
  name: { label: '商品名称', max: 100, required: true },
  sccj: { label: '生产厂家', max: 100, required: true },
  ypgg: { label: '规格', max: 100, required: true },
  jx: { label: '剂型', max: 50, required: false },
  bzdw: { label: '包装单位', max: 10, required: true },
  pzwh: { label: '批准文号', max: 100, required: false },
  gjbzm: { label: '国家本位码', max: 50, required: false },
} as const;

type Col = { colProps: ColProps };

export const half: Col = { colProps: { span: 12 } };
export const third: Col = { colProps: { span: 8 } };
export const quarter: Col = { colProps: { span: 6 } };

export const requiredRule = (label: string) => ({
  required: true,
  whitespace: true,
  message: `请输入${label}`,
});

export const moneyRule = (label: string) => ({
  pattern: MONEY,
  message: `${label}须为不小于 0 的金额，最多两位小数`,
});

export function GoodsText({ name, colProps }: { name: keyof typeof TEXTS } & Col) {
  const { label, max, required } = TEXTS[name];
  return (
    <ProFormText
      name={name}
      label={label}
      colProps={colProps}
      rules={required ? [requiredRule(label)] : []}
      fieldProps={{ maxLength: max }}
    />
  );
}

const MONEYS = { price: '价格', market_price: '建议零售价' } as const;

export function GoodsMoney({
  name,
  required,
  colProps,
}: { name: keyof typeof MONEYS; required: boolean } & Col) {
  const label = MONEYS[name];
  return (
    <ProFormText
      name={name}
      label={`${label}（元）`}
      colProps={colProps}
      rules={[
        ...(required ? [{ required: true, message: `请输入${label}` }] : []),
        moneyRule(label),
      ]}
    />
  );
}

/** The server's bound of a goods' counts (stock, limits, packs). */
export const COUNT_MAX = 100_000_000;

/** 起购 and 限购 quantities (0: none). */
export const GoodsLimits = ({ colProps }: Col) => (
  <>
    <WholeField name="qg_number" label="起购数量" colProps={colProps} min={0} max={COUNT_MAX} />
    <WholeField
      name="xg_number"
      label="限购数量"
      tooltip="0 表示不限购"
      colProps={colProps}
      min={0}
      max={COUNT_MAX}
    />
  </>
);

/** 药品分类 as the goods form offers them; 非药品 for devices, foods and health products. */
export const DRUG_CLASS_OPTIONS = [
  ...Object.entries(drugClasses).map(([value, label]) => ({ value, label })),
  { value: 'none', label: '非药品（器械、食品、保健品等）' },
];
