import type { AdminCategory } from '@shop/contract';

type TreeNode = { value: number; title: string; children: TreeNode[] };

/** The category tree as antd's TreeSelect takes it. */
export const categoryTree = (cats: AdminCategory[]): TreeNode[] =>
  cats.map((c) => ({ value: c.id, title: c.name, children: categoryTree(c.children) }));
