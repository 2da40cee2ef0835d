import type { Category } from '@shop/contract';

/** The chain of categories from a top-level one down to `id`, or [] when not in `tree`. */
export function findCategoryPath(tree: Category[], id: number): Category[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
