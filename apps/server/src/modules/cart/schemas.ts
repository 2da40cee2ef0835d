import { z } from 'zod';
import { flag, id, idList } from '../../http/schemas.ts';

const NUMBER_MESSAGE = '购买数量必须是正整数';

export const quantity = z.coerce
  .number({ message: NUMBER_MESSAGE })
  .int({ message: NUMBER_MESSAGE })
  .positive({ message: NUMBER_MESSAGE })
  .max(1_000_000, { message: '购买数量过大' });

/** A line as the client sends it; price and the activity ids are the server's to decide. */
const line = z
  .object({
    goods_id: id,
    number: quantity,
    is_yj: flag.default(0),
    type: z.coerce
      .number({ message: '类型格式不正确' })
      .int()
      .refine((t) => [0, 1, 3].includes(t), { message: '类型格式不正确' })
      .default(0),
    price: z.unknown().optional(),
    ck_id: z.unknown().optional(),
    goods_price_id: z.unknown().optional(),
    ladder_price_id: z.unknown().optional(),
    goods_manjian_id: z.unknown().optional(),
    miaosha_goods_id: z.unknown().optional(),
  })
  .transform((l) => ({ goodsId: l.goods_id, number: l.number, isYj: l.is_yj === 1, type: l.type }));

const jsonLines = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(line, { message: '商品列表格式不正确' })
    .min(1, { message: '请选择商品' })
    .max(50, { message: '一次最多加购 50 种商品' }),
);

/** One line as fields, or several as `lines`. */
export const addBody = z.preprocess(
  (b) => (b && typeof b === 'object' && 'lines' in b ? b : { lines: [b ?? {}] }),
  z.object({ lines: jsonLines }),
);

export const editBody = z.object({ number: quantity });

export const idsBody = z.object({ ids: idList('商品', 500) });

export const selectBody = z.preprocess(
  (b) => (b && typeof b === 'object' && 'ids' in b ? b : { ...(b ?? {}), ids: undefined }),
  z
    .object({ ids: idList('商品', 500).optional(), all: flag.default(0), is_selected: flag })
    .refine((b) => b.ids !== undefined || b.all === 1, { message: '请选择商品', path: ['ids'] }),
);

export const copyBody = z.object({
  ids: idList('商品', 500),
  other_user_ids: idList('子账号', 50),
});

export const listQuery = z.object({
  type: z.coerce
    .number({ message: '筛选类型不正确' })
    .int({ message: '筛选类型不正确' })
    .default(99999),
});
