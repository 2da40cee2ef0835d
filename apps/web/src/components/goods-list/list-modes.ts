/** The three list displays of spec section 2: cards, a table of facts, compact text. */
export type ListMode = 'card' | 'table' | 'text';

/** The route of each display a page offers (e.g. /list, /list/table, /list/no_image). */
export type ModePaths = Partial<Record<ListMode, string>>;

export const MODE_LABELS: Record<ListMode, string> = {
  card: '大图',
  table: '列表',
  text: '文字',
};
