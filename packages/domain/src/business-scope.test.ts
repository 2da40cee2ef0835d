import { describe, expect, it } from 'vitest';
import { defaultScopeOf, type ScopeGoods, scopeClassOf, scopeRefusal } from './business-scope.ts';
import { refusalMessage } from './buy-rules.ts';

const goods = (over: Partial<ScopeGoods>): ScopeGoods => ({
  kind: 0,
  isDevice: false,
  isHealth: false,
  approvalNumber: '',
  ...over,
});

describe('the 经营范围 class of a goods', () => {
  it('reads the flags first, then the approval number’s class letter', () => {
    expect(scopeClassOf(goods({ kind: 1 }))).toBe('herbal_pieces');
    expect(scopeClassOf(goods({ isDevice: true, approvalNumber: '京械备20200001号' }))).toBe(
      'device',
    );
    // A disinfectant is shelved with devices (卫消证字, flagged is_device).
    expect(
      scopeClassOf(goods({ isDevice: true, approvalNumber: '京卫消证字(2020)第0001号' })),
    ).toBe('device');
    expect(scopeClassOf(goods({ isHealth: true, approvalNumber: '国食健注G20190001' }))).toBe(
      'health_food',
    );
    expect(scopeClassOf(goods({ approvalNumber: '国药准字Z11020001' }))).toBe('patent');
    expect(scopeClassOf(goods({ approvalNumber: '国药准字S20050001' }))).toBe('biological');
    expect(scopeClassOf(goods({ approvalNumber: '国药准字H20050001' }))).toBe('chemical');
    expect(scopeClassOf(goods({ approvalNumber: '国药准字J20170001' }))).toBe('chemical');
    expect(scopeClassOf(goods({ approvalNumber: '国妆特字G20200001' }))).toBe('cosmetics');
  });

  it('refuses the first goods outside the scope, naming it and its class', () => {
    const ref = { goodsId: 7, name: '蛋白粉', unit: '罐' };
    const items = [
      { ...goods({ approvalNumber: '国药准字H20050001' }), ...ref, goodsId: 6 },
      { ...goods({ isHealth: true }), ...ref },
    ];
    expect(scopeRefusal(items, ['chemical', 'health_food'])).toBeNull();
    const r = scopeRefusal(items, ['chemical']);
    expect(r).toEqual({ reason: 'out_of_scope', scope: 'health_food', ...ref });
    expect(refusalMessage(r!)).toBe('蛋白粉 超出本企业经营范围（保健食品），不能采购');
    expect(scopeRefusal(items, [])).toMatchObject({ goodsId: 6, scope: 'chemical' });
  });

  it('gives a medical institution a narrower usual scope than a drug shop', () => {
    expect(defaultScopeOf('clinic')).toEqual(['chemical', 'antibiotic', 'patent', 'device']);
    expect(defaultScopeOf('hospital')).toEqual(defaultScopeOf('clinic'));
    expect(defaultScopeOf('pharmacy')).toContain('health_food');
    expect(defaultScopeOf('chain')).toEqual(defaultScopeOf('pharmacy'));
  });

  it('gives a 乙类非处方药 counter no antibiotics, herbal pieces or biologicals', () => {
    expect(defaultScopeOf('otc_counter')).toEqual(['chemical', 'patent', 'device', 'health_food']);
  });
});
