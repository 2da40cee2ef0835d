import { describe, expect, it } from 'vitest';
import { drugClassTip, isDrugClass, licensedClassesOf, outsideLicence } from './drug-class.ts';

describe('drug classes', () => {
  it('knows only its own classes, not names an object inherits', () => {
    expect(['rx', 'otc_a', 'otc_b'].every(isDrugClass)).toBe(true);
    for (const name of ['none', 'toString', 'constructor', '__proto__', 'hasOwnProperty', ''])
      expect(isDrugClass(name)).toBe(false);
  });

  it('finds a class outside the licence; none is never outside', () => {
    expect(outsideLicence('rx', ['otc_b'])).toBe('rx');
    expect(outsideLicence('otc_b', ['otc_b'])).toBeNull();
    expect(outsideLicence('none', [])).toBeNull();
    expect(outsideLicence('constructor', [])).toBeNull();
  });

  it('names the rule and the licence', () => {
    expect(drugClassTip('rx', ['otc_b'])).toBe('处方药：贵店资质仅可购买乙类非处方药');
    expect(drugClassTip('otc_a', [])).toBe('甲类非处方药：贵店资质不可购买药品');
  });

  it('starts a 乙类非处方药零售 counter at OTC B only, every other kind at every class', () => {
    expect(licensedClassesOf('otc_counter')).toEqual(['otc_b']);
    for (const kind of ['pharmacy', 'chain', 'clinic', 'hospital', 'unknown'])
      expect(licensedClassesOf(kind)).toEqual(['rx', 'otc_a', 'otc_b']);
    // A fresh array each time: a caller may change its own copy.
    expect(licensedClassesOf('pharmacy')).not.toBe(licensedClassesOf('pharmacy'));
  });
});
