import type { CartLine, CartManjian, CartState } from '@shop/contract';

/** Only buyable lines can be selected; the server forces the others to 0 anyway. */
export const selectableLines = (lines: CartLine[]) => lines.filter((l) => l.can_buy === 1);

/** The lines that go to checkout: selected and buyable. */
export const selectedLineIds = (lines: CartLine[]) =>
  lines.filter((l) => l.can_buy === 1 && l.is_selected === 1).map((l) => l.id);

/** 全选 is ticked when every buyable line is selected (and there is one). */
export function allSelected(lines: CartLine[]): boolean {
  const selectable = selectableLines(lines);
  return selectable.length > 0 && selectable.every((l) => l.is_selected === 1);
}

/** The full-reduction activity a line counts toward, through manjian_dataIndex. */
export function lineManjian(
  line: Pick<CartLine, 'goods_manjian_id' | 'is_yj'>,
  state: Pick<CartState, 'activity_data' | 'manjian_dataIndex'>,
): CartManjian | null {
  if (!line.goods_manjian_id || line.is_yj === 1) return null;
  const index = state.manjian_dataIndex[String(line.goods_manjian_id)];
  return index === undefined ? null : (state.activity_data.manjians[index] ?? null);
}
