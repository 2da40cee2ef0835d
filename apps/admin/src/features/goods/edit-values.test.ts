import { describe, expect, it } from 'vitest';
import { changesOf, type GoodsFormValues } from './edit-values';

const before: GoodsFormValues = {
  name: '阿莫西林胶囊',
  sccj: '石药集团',
  ypgg: '0.25g*24粒',
  jx: '胶囊剂',
  bzdw: '盒',
  pzwh: '国药准字H1',
  gjbzm: '',
  remarks: '',
  xg_number: 0,
  qg_number: 1,
  on_shelf: true,
  is_free_shipping: false,
  price: '12.50',
  market_price: '18.00',
};
const all = { goods: true, prices: true };

describe('changesOf', () => {
  it('sends only what changed', () => {
    expect(changesOf(before, { ...before, price: '12.5' }, all)).toEqual({});
    expect(changesOf(before, { ...before, price: '13', on_shelf: false }, all)).toEqual({
      price: '13',
      is_hidden: 1,
    });
  });

  it('never sends a field of a group the staff member may not edit', () => {
    const pricing = { goods: false, prices: true };
    const after = { ...before, name: '改名', price: '1.00' };
    expect(changesOf(before, after, pricing)).toEqual({ price: '1.00' });
  });
});
