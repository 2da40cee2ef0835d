import type { CartLine, CartState } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { allSelected, lineManjian, selectedLineIds } from './cart-selection';

const line = (id: number, is_selected: 0 | 1, can_buy: 0 | 1) =>
  ({ id, is_selected, can_buy }) as CartLine;

describe('cart selection', () => {
  it('checks out only selected lines that can be bought', () => {
    expect(selectedLineIds([line(1, 1, 1), line(2, 0, 1), line(3, 1, 0)])).toEqual([1]);
  });

  it('ticks 全选 when every buyable line is selected, ignoring unbuyable ones', () => {
    expect(allSelected([line(1, 1, 1), line(2, 0, 0)])).toBe(true);
    expect(allSelected([line(1, 1, 1), line(2, 0, 1)])).toBe(false);
    expect(allSelected([line(2, 0, 0)])).toBe(false);
    expect(allSelected([])).toBe(false);
  });
});

describe('lineManjian', () => {
  const state = {
    activity_data: {
      manjians: [{ id: 7, title: '满100减10' }] as CartState['activity_data']['manjians'],
    },
    manjian_dataIndex: { '7': 0 },
  };

  it('finds the activity through manjian_dataIndex', () => {
    expect(lineManjian({ goods_manjian_id: 7, is_yj: 0 }, state)?.title).toBe('满100减10');
  });

  it('has none for lines outside activities or bought at the original price', () => {
    expect(lineManjian({ goods_manjian_id: 0, is_yj: 0 }, state)).toBeNull();
    expect(lineManjian({ goods_manjian_id: 7, is_yj: 1 }, state)).toBeNull();
    expect(lineManjian({ goods_manjian_id: 9, is_yj: 0 }, state)).toBeNull();
  });
});
