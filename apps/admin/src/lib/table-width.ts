import type { ProColumns } from '@ant-design/pro-components';

// At 1440 px wide, the menu open, a console table has 1,079 px: its columns'
// widths should add up to no more, so that every header and button shows.

/** The row selection box's column. */
export const SELECTION_WIDTH = 32;

/** The expand button's column of a table with expandable rows. */
export const EXPAND_WIDTH = 48;

/**
 * The shown columns' widths added up, for `scroll.x`: the table scrolls (its
 * 操作 column fixed on the right) only in a window too narrow for them.
 */
export function columnsWidth<Row>(columns: ProColumns<Row>[], extra = 0): number {
  return columns.reduce(
    (sum, c) => (c.hideInTable ? sum : sum + (typeof c.width === 'number' ? c.width : 0)),
    extra,
  );
}
