import { describe, expect, it } from 'vitest';
import { columnsWidth } from './table-width';

describe('columnsWidth', () => {
  it('adds the shown columns and leaves out search-only ones', () => {
    expect(
      columnsWidth(
        [
          { title: '关键词', dataIndex: 'keywords', hideInTable: true, width: 500 },
          { title: 'ID', dataIndex: 'id', width: 64 },
          { title: '名称', dataIndex: 'name', width: 190 },
          { title: '备注', dataIndex: 'remark' },
        ],
        32,
      ),
    ).toBe(286);
  });
});
