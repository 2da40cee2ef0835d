import type { Goods } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './without-repeats';

const goods = (...ids: number[]) => ids.map((id) => ({ id }) as Goods);
const ids = (list: Goods[]) => list.map((g) => g.id);

describe('withoutRepeats', () => {
  it('leaves out the goods the hot strip already shows, keeping the order', () => {
    expect(ids(withoutRepeats(goods(5, 1, 7, 2, 9), goods(1, 2, 3)))).toEqual([5, 7, 9]);
  });

  it('shows goods repeated across recommendation pages once', () => {
    expect(ids(withoutRepeats(goods(4, 6, 6, 8, 4), []))).toEqual([4, 6, 8]);
  });
});
