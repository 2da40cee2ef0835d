import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { isSilentLimit } from './silent-limit';

describe('isSilentLimit', () => {
  it('is true for a 403 saying 限购 only', () => {
    expect(isSilentLimit(new ApiError('business', '限购', { status: 403, code: 403 }))).toBe(true);
    expect(isSilentLimit(new ApiError('business', '无权操作', { status: 403, code: 403 }))).toBe(
      false,
    );
    expect(isSilentLimit(new ApiError('validation', '限购', { status: 422, code: 422 }))).toBe(
      false,
    );
    expect(isSilentLimit(new Error('限购'))).toBe(false);
  });
});
