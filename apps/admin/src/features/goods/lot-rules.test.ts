import { describe, expect, it } from 'vitest';
import {
  changeProblem,
  expiryProblem,
  lotNoProblem,
  productionProblem,
  REPORT_MAX_BYTES,
  reportProblem,
  supplierProblem,
} from './lot-rules';

describe('the received lot, as the form asks it', () => {
  it('takes 1-40 letters, digits and dashes as the lot number, nothing else', () => {
    expect(lotNoProblem('B20261101-A')).toBeNull();
    expect(lotNoProblem('x'.repeat(40))).toBeNull();
    expect(lotNoProblem('')).toBe('请输入批号');
    expect(lotNoProblem('x'.repeat(41))).not.toBeNull();
    for (const bad of ['B 2026', '批号1', 'A_1', 'A/1', '__proto__']) {
      expect(lotNoProblem(bad)).not.toBeNull();
    }
  });

  it('refuses a production date after the shop day, an expiry not after production or already past', () => {
    expect(productionProblem('2026-11-28', '2026-11-28')).toBeNull();
    expect(productionProblem('2026-11-29', '2026-11-28')).toBe('生产日期不能晚于今天');
    const today = '2026-11-28';
    expect(expiryProblem('2028-10-31', '2026-11-01', today)).toBeNull();
    expect(expiryProblem('2026-11-01', '2026-11-01', today)).toBe('有效期须晚于生产日期');
    expect(expiryProblem('2026-10-31', '2026-11-01', today)).not.toBeNull();
    // Without a production date yet there is only the shop's day to compare with.
    expect(expiryProblem('2026-11-28', undefined, today)).toBeNull();
    expect(expiryProblem('2026-11-27', undefined, today)).toBe('该批次已过有效期，不能入库');
  });

  it('wants a supplier of at most 60 characters without control characters', () => {
    expect(supplierProblem('国药控股北京有限公司')).toBeNull();
    expect(supplierProblem('   ')).toBe('请输入供应商');
    expect(supplierProblem('药'.repeat(61))).not.toBeNull();
    expect(supplierProblem('国药\u0007控股')).toBe('供应商含有非法字符');
    expect(supplierProblem('国药\n控股')).not.toBeNull();
  });

  it('takes a PDF, PNG or JPEG of at most 10 MB as the report', () => {
    expect(reportProblem({ type: 'application/pdf', size: REPORT_MAX_BYTES })).toBeNull();
    expect(reportProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(reportProblem({ type: 'application/pdf', size: REPORT_MAX_BYTES + 1 })).toBe(
      '药检报告不能超过 10 MB',
    );
    expect(reportProblem({ type: 'text/html', size: 10 })).not.toBeNull();
    expect(reportProblem({ type: '', size: 10 })).not.toBeNull();
  });

  it('adjusts by a nonzero whole number that leaves the lot at 0 or more', () => {
    expect(changeProblem(-5, 5)).toBeNull();
    expect(changeProblem(12, 0)).toBeNull();
    expect(changeProblem(-6, 5)).toBe('调整后不能小于 0（当前 5）');
    expect(changeProblem(0, 5)).not.toBeNull();
    expect(changeProblem(1.5, 5)).not.toBeNull();
    expect(changeProblem(1_000_001, 5)).not.toBeNull();
  });
});
