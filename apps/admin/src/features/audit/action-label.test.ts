import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { changesOf } from './AuditChanges';
import { actionLabel, targetLabel } from './action-label';

describe('actionLabel', () => {
  it('names known actions in Chinese and leaves unknown codes as they are', () => {
    expect(actionLabel('order.ship')).toBe('订单 · 发货');
    expect(actionLabel('coupon_template.stop')).toBe('领券中心券 · 停用');
    expect(actionLabel('company.points')).toBe('买家 · 积分调整');
    expect(actionLabel('order.teleport')).toBe('order.teleport');
    expect(actionLabel('nodot')).toBe('nodot');
    expect(targetLabel('aftersale')).toBe('售后');
    expect(targetLabel('x')).toBe('x');
  });
});

// Every action and target type the server writes, read from its source as a
// reader of the log meets them: each must have words here.
const serverModules = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../server/src/modules',
);
const sources = readdirSync(serverModules, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(join(serverModules, f), 'utf8'));
const written = (pattern: RegExp) =>
  [...new Set(sources.flatMap((s) => [...s.matchAll(pattern)].map((m) => m[1]!)))].sort();

describe('the server’s audit codes', () => {
  it('are read where the log is written', () => {
    expect(written(/action: '([a-z_]+\.[a-zA-Z_]+)'/g).length).toBeGreaterThan(40);
  });

  it('each have words in the console', () => {
    const actions = [
      ...written(/action: '([a-z_]+\.[a-zA-Z_]+)'/g),
      ...written(/action: \w+ \? '([a-z_]+\.[a-zA-Z_]+)'/g),
      ...written(/action: \w+ \? '[a-z_.A-Z]+' : '([a-z_]+\.[a-zA-Z_]+)'/g),
      ...written(/ = '([a-z_]+\.[a-zA-Z_]+)';/g),
      ...written(/: '([a-z_]+\.[a-z_]+)',\n/g).filter((a) => !/\.(ts|csv|png|read|write)$/.test(a)),
    ];
    const untranslated = actions.filter((a) => actionLabel(a) === a);
    expect(untranslated).toEqual([]);
    const targets = [
      ...written(/targetType: '([a-z_]+)'/g),
      ...written(/TARGET = '([a-z_]+)'/g),
      // content's kinds: `targetTypes = { nav: 'nav_item', ... }`
      ...written(/targetTypes[^{]*\{([^}]*)\}/g).flatMap((map) =>
        [...map.matchAll(/: '([a-z_]+)'/g)].map((m) => m[1]!),
      ),
    ].filter((t) => t !== 'test');
    expect(targets.filter((t) => targetLabel(t) === t)).toEqual([]);
  });
});

describe('changesOf', () => {
  it('lists the changed fields in Chinese with readable values, the unchanged left out', () => {
    expect(
      changesOf(
        { status: 'paid', price: '1.00', tags: ['a'] },
        { status: 'shipped', price: '1.00', tags: ['a', 'b'], tracking_no: 'SF1' },
      ),
    ).toEqual([
      { field: 'status', label: '状态', before: '已付款', after: '已发货' },
      { field: 'tags', label: '标签', before: 'a', after: 'a、b' },
      { field: 'tracking_no', label: '运单号', before: null, after: 'SF1' },
    ]);
    expect(changesOf(null, { is_hidden: true, x_y: null })).toEqual([
      { field: 'is_hidden', label: '隐藏', before: null, after: '是' },
      { field: 'x_y', label: 'x_y', before: null, after: '（空）' },
    ]);
  });
});

describe('an after-sales entry', () => {
  it('reads in Chinese: no raw JSON, no field codes', () => {
    expect(actionLabel('aftersale.receive')).toBe('售后 · 确认收货');
    expect(actionLabel('aftersale.refund')).toBe('售后 · 退款');
    expect(targetLabel('after_sale')).toBe('售后');
    const rows = changesOf(
      { status: 'approved', status_text: '待退款', amount: '20.00', refunded_amount: '0.00' },
      {
        status: 'refunded',
        status_text: '已退款',
        amount: '20.00',
        refunded_amount: '20.00',
        refund_method: 'balance',
        restocked: [{ goods_id: 12, number: 20 }],
        goods: [{ goods_id: 12, number: 1 }],
      },
    );
    expect(rows.map((r) => r.label)).toEqual([
      '状态',
      '状态说明',
      '已退款金额',
      '退款方式',
      '退回库存',
      '商品',
    ]);
    expect(rows.find((r) => r.field === 'restocked')!.after).toBe('商品 12，数量 20');
    for (const r of rows)
      expect(`${r.before ?? ''}${r.after ?? ''}`).not.toMatch(/[{}"]|goods_id|[a-z]{4,}/);
    expect(rows.find((r) => r.field === 'status')).toMatchObject({
      before: '已通过',
      after: '已退款',
    });
    expect(rows.find((r) => r.field === 'refund_method')!.after).toBe('余额');
    // A code named like an Object property is shown as it is, never as a function.
    expect(changesOf({ status: 'constructor' }, {})[0]!.before).toBe('constructor');
    expect(changesOf({ constructor: 1 }, {})[0]!.label).toBe('constructor');
    expect(actionLabel('constructor.toString')).toBe('constructor.toString');
    expect(targetLabel('__proto__')).toBe('__proto__');
  });
});
