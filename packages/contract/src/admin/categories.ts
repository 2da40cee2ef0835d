import { z } from 'zod';
import { int, requiredText, whole } from '../fields.ts';

// Categories in the console: the three trees the shop shows (the main menu,
// the clinic zone, the Chinese medicine zone), two levels deep.

export const categoryTrees = ['main', 'zs', 'zy'] as const;
export const categoryTree = z.enum(categoryTrees, { message: '分类树须为 main、zs 或 zy' });

const sort = whole(
  z
    .number({ message: '排序须为整数' })
    .int({ message: '排序须为整数' })
    .min(0, { message: '排序不能小于 0' })
    .max(1_000_000, { message: '排序过大' }),
);

/** 0 (or null, or empty) puts a category at the top of its tree. */
const parentId = z
  .preprocess(
    (v) => (v === null || v === '' ? 0 : v),
    whole(
      z
        .number({ message: '上级分类不正确' })
        .int({ message: '上级分类不正确' })
        .min(0, { message: '上级分类不正确' })
        .max(2_147_483_647, { message: '上级分类不正确' }),
    ),
  )
  .transform((n) => (n === 0 ? null : n));

export const categoriesQuery = z.strictObject({ tree: categoryTree.default('main') });

export const categoryCreateBody = z.strictObject({
  tree: categoryTree,
  parent_id: parentId.optional(),
  name: requiredText('分类名称', 30),
  sort: sort.default(0),
});

export const categoryPutBody = z
  .strictObject({
    parent_id: parentId.optional(),
    name: requiredText('分类名称', 30).optional(),
    sort: sort.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: '没有要修改的字段',
  });

/** A category as a write answers it. */
export const categoryView = z.object({
  tree: categoryTree,
  parent_id: int.nullable(),
  name: z.string(),
  sort: int,
});

export const adminCategory = categoryView.extend({
  id: int,
  /** Goods filed directly under it (in this tree). */
  goods_count: int,
  get children(): z.ZodArray<typeof adminCategory> {
    return z.array(adminCategory);
  },
});

export type AdminCategory = z.infer<typeof adminCategory>;
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;
export type CategoryPutBody = z.input<typeof categoryPutBody>;
