import { describe, expect, it } from 'vitest';
import { parseOrderTab, tabLabel } from './order-status';

describe('order tabs', () => {
  it('reads a known status from the URL and falls back to 全部', () => {
    expect(parseOrderTab('unpaid')).toBe('unpaid');
    expect(parseOrderTab('cancelled')).toBe('cancelled');
    expect(parseOrderTab('aftersales')).toBe('aftersales');
    expect(parseOrderTab('nonsense')).toBe('all');
    expect(parseOrderTab(null)).toBe('all');
  });

  it('adds a count to a tab that has orders', () => {
    const counts = {
      awaiting_approval: 0,
      unpaid: 2,
      paid: 0,
      shipped: 1,
      completed: 5,
      cancelled: 0,
      grouping: 3,
    };
    expect(tabLabel('unpaid', '待支付', counts)).toBe('待支付（2）');
    expect(tabLabel('paid', '待发货', counts)).toBe('待发货');
    expect(tabLabel('all', '全部', counts)).toBe('全部');
    expect(tabLabel('grouping', '待成团', counts)).toBe('待成团（3）');
    expect(tabLabel('unpaid', '待支付', undefined)).toBe('待支付');
  });
});
