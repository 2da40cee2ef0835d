import { page } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arrayOf, pageOf, rememberedWriter, withField } from './serializer.ts';

const item = z.object({ id: z.number().int(), name: z.string() });
const zone = z.object({ title: z.string(), items: page(item), tags: z.array(item) });

describe('the writers of reused objects', () => {
  it('write what JSON.stringify writes for a contract-shaped answer', () => {
    const a = { id: 1, name: '阿莫西林"胶囊' };
    const b = { id: 2, name: '</script>' };
    const value = {
      title: '全场94折',
      items: { data: [a, b], total: 41, current_page: 2, per_page: 20, last_page: 3 },
      tags: [b],
    };
    const element = rememberedWriter(item);
    const write = withField(zone, 'tags', arrayOf(element));
    const inner = withField(zone, 'items', pageOf(element));
    expect(JSON.parse(inner(value as never))).toEqual(value);
    expect(JSON.parse(write(value as never))).toEqual(value);
    expect(JSON.parse(pageOf(element)({ ...value.items, data: [] } as never))).toEqual({
      ...value.items,
      data: [],
    });
  });

  it('write an object once and answer its remembered JSON after', () => {
    const element = rememberedWriter(item);
    const a = { id: 1, name: '甲' };
    expect(element(a as never)).toBe('{"id":1,"name":"甲"}');
    a.name = '乙';
    // Reused objects are not changed in place; a changed goods is a new object.
    expect(element(a as never)).toBe('{"id":1,"name":"甲"}');
    expect(element({ ...a } as never)).toBe('{"id":1,"name":"乙"}');
  });
});
