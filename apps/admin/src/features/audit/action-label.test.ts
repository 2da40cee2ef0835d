import { describe, expect, it } from 'vitest';
import { actionLabel, targetLabel } from './action-label';

describe('actionLabel', () => {
  it('names known actions in Chinese and leaves unknown codes as they are', () => {
    expect(actionLabel('order.ship')).toBe('订单 · 发货');
    expect(actionLabel('coupon_template.stop')).toBe('领券中心券 · 停止');
    expect(actionLabel('company.points')).toBe('买家 · 积分调整');
    expect(actionLabel('order.teleport')).toBe('order.teleport');
    expect(actionLabel('nodot')).toBe('nodot');
    expect(targetLabel('aftersale')).toBe('售后');
    expect(targetLabel('x')).toBe('x');
  });
});
