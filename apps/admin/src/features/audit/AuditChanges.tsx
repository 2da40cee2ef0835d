import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { fieldLabel, valueLabel } from './field-label';
import { JsonDiff } from './JsonDiff';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Inside a list of goods, `number` is how many, not the goods' stock. */
const NESTED: Record<string, string> = { number: '数量' };

/** A value as a person reads it: lists joined, nested objects as 字段 值 pairs in Chinese. */
export function readable(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value))
    return value.length === 0 ? '（空）' : value.map((v) => readable(v, field)).join('、');
  if (isObject(value))
    // Never raw JSON: the log's readers do not read the API's pinyin names.
    return Object.entries(value)
      .map(([k, v]) => `${NESTED[k] ?? fieldLabel(k)} ${readable(v, k)}`)
      .join('，');
  return typeof value === 'string' ? valueLabel(field, value) : String(value);
}

/** The fields a write changed (all of a created or deleted row's), before and after. */
export function changesOf(before: unknown, after: unknown) {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({
      field: k,
      label: fieldLabel(k),
      before: k in b ? readable(b[k], k) : null,
      after: k in a ? readable(a[k], k) : null,
    }));
}

/** 修改了什么: each changed field in Chinese, 旧值 → 新值; the raw JSON behind 查看原始数据. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const [raw, setRaw] = useState(false);
  const changes = changesOf(before, after);
  return (
    <div>
      {changes.length === 0 ? (
        <Typography.Text type="secondary">没有字段变化</Typography.Text>
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={changes.map((c) => ({
            key: c.field,
            label: c.label,
            children: (
              <span data-testid={`audit-change-${c.field}`}>
                {c.before !== null && <Typography.Text delete>{c.before}</Typography.Text>}
                {c.before !== null && c.after !== null && ' → '}
                {c.after !== null && <Typography.Text strong>{c.after}</Typography.Text>}
              </span>
            ),
          }))}
        />
      )}
      <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setRaw(!raw)}>
        {raw ? '收起原始数据' : '查看原始数据'}
      </Button>
      {raw && <JsonDiff before={before} after={after} />}
    </div>
  );
}
