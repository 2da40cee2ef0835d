import { describe, expect, it } from 'vitest';
import { encodeForm } from './form-encoding';

const text = (p: Parameters<typeof encodeForm>[0]) => decodeURIComponent(String(encodeForm(p)));

describe('encodeForm', () => {
  it('writes a list of lines the way the spec client sends POST /api/cart', () => {
    expect(
      text({
        params: [
          { goods_id: 1, number: 10 },
          { goods_id: 2, number: 5, is_yj: 1 },
        ],
      }),
    ).toBe(
      'params[0][goods_id]=1&params[0][number]=10&params[1][goods_id]=2&params[1][number]=5&params[1][is_yj]=1',
    );
  });

  it('writes nested fields and lists by index, leaving empty values out', () => {
    expect(text({ params: { number: 5 } })).toBe('params[number]=5');
    expect(text({ ids: [3, 4], note: '', skip: undefined, none: null, ok: false })).toBe(
      'ids[0]=3&ids[1]=4&ok=false',
    );
  });

  it('escapes what it writes', () => {
    expect(String(encodeForm({ remark: '周一&送货=1' }))).toBe(
      'remark=%E5%91%A8%E4%B8%80%26%E9%80%81%E8%B4%A7%3D1',
    );
  });
});
