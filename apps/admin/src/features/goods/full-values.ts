import type { AdminGoods, GoodsCreateBody } from '@shop/contract';

// The 新增/完整编辑 form's values and the body they become.

export const FLAGS = [
  'is_youx',
  'is_clinic',
  'is_device',
  'is_health',
  'is_kxpz',
  'is_xq',
  'is_free_shipping',
  'is_special_compound',
  'is_cold_chain',
  'need_trace_code',
] as const;
const PRICE_KEYS = ['price', 'market_price', 'ladder_price'] as const;

type Flags = Record<(typeof FLAGS)[number], boolean>;
export type FullFormValues = Omit<
  GoodsCreateBody,
  (typeof FLAGS)[number] | 'is_hidden' | 'tags' | 'ladder_price' | 'number'
> &
  Flags & {
    on_shelf: boolean;
    chinese_medicine: boolean;
    group_buy: boolean;
    ladder_price?: AdminGoods['ladder_price'];
    tags?: { name: string; describe?: string }[];
  };

export const emptyValues = (): Partial<FullFormValues> => ({
  jzl: 1,
  zbz: 1,
  xg_number: 0,
  qg_number: 0,
  ck_id: 1,
  zone_category_id: 0,
  free_shipping_number: 0,
  special_order_limit: 0,
  special_month_limit: 0,
  trace_prefix: '',
  ladder_price: [],
  tags: [],
  on_shelf: true,
  chinese_medicine: false,
  group_buy: false,
  ...Object.fromEntries(FLAGS.map((f) => [f, false])),
});

export function fullValuesOf(g: AdminGoods): FullFormValues {
  return {
    name: g.name,
    remarks: g.remarks,
    sccj: g.sccj,
    ypgg: g.ypgg,
    jx: g.jx,
    bzdw: g.bzdw,
    pzwh: g.pzwh,
    gjbzm: g.gjbzm,
    jzl: g.jzl,
    zbz: g.zbz,
    yxq: g.yxq,
    price: g.price,
    market_price: g.market_price,
    ladder_price: g.ladder_price,
    xg_number: g.xg_number,
    qg_number: g.qg_number,
    category_id: g.category_id,
    zone_category_id: g.zone_category_id,
    ck_id: g.ck_id,
    free_shipping_number: g.free_shipping_number,
    drug_class: g.drug_class,
    trace_prefix: g.trace_prefix,
    special_order_limit: g.special_order_limit,
    special_month_limit: g.special_month_limit,
    tags: g.tags,
    on_shelf: g.on_shelf === 1,
    chinese_medicine: g.type === 1,
    group_buy: g.activity_type === 1,
    ...(Object.fromEntries(FLAGS.map((f) => [f, g[f] === 1])) as Flags),
  };
}

const flag = (b: boolean | undefined) => (b ? 1 : 0) as 0 | 1;

/**
 * Stock is the lots' (入库 in 批次): the body never carries it. The expiry is
 * asked once, of new goods, until a lot is received; an edit sends it only
 * when changed, which the form does not allow.
 */
export function bodyOf(v: FullFormValues): GoodsCreateBody {
  const { on_shelf, chinese_medicine, group_buy, ...rest } = v;
  const body: Record<string, unknown> = {
    ...rest,
    is_hidden: flag(!on_shelf),
    type: flag(chinese_medicine),
    activity_type: flag(group_buy),
    ladder_price: v.ladder_price ?? [],
    tags: (v.tags ?? []).map((t) => ({
      name: t.name,
      describe: t.describe ?? '',
      is_show: 1,
      is_jump: 0,
    })),
  };
  for (const f of FLAGS) body[f] = flag(v[f]);
  for (const [k, value] of Object.entries(body)) if (value === undefined) delete body[k];
  return body as GoodsCreateBody;
}

/** An edit sends what changed, and prices only when the staff member may set them. */
export function changedBody(
  before: GoodsCreateBody,
  after: GoodsCreateBody,
  prices: boolean,
): Partial<GoodsCreateBody> {
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(after)) {
    if (!prices && (PRICE_KEYS as readonly string[]).includes(k)) continue;
    if (JSON.stringify(value) !== JSON.stringify(before[k as keyof GoodsCreateBody]))
      out[k] = value;
  }
  return out as Partial<GoodsCreateBody>;
}
