import type { FastBuyMatchResult, FastBuyMatchRow } from '@shop/contract';
import { Alert, Button, Input, InputNumber, Select, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import {
  FAST_BUY_TEMPLATE_URL,
  useAddFastBuyLines,
  useMatchFastBuyList,
} from '../../api/quickbuy/quickbuy';
import { SaveAsListButton } from '../../components/SaveAsListButton';
import { AddResults } from './AddResults';
import styles from './QuickBuyPage.module.css';

const STATUS: Record<FastBuyMatchRow['status'], { color: string; text: string }> = {
  matched: { color: 'green', text: '已匹配' },
  ambiguous: { color: 'orange', text: '请选择' },
  not_found: { color: 'red', text: '未找到' },
  invalid: { color: 'red', text: '有误' },
};

type Choice = { goodsId: number | null; number: number; checked: boolean };

const choicesOf = (r: FastBuyMatchResult): Record<number, Choice> =>
  Object.fromEntries(
    r.rows.map((row) => [
      row.row,
      {
        goodsId: row.goods?.id ?? null,
        number: row.quantity ?? 0,
        checked: row.status === 'matched',
      },
    ]),
  );

/** The chosen rows as list lines, one per goods (numbers of a goods chosen twice added). */
function listLines(chosen: Choice[]) {
  const byGoods = new Map<number, number>();
  for (const c of chosen)
    if (c.goodsId !== null) byGoods.set(c.goodsId, (byGoods.get(c.goodsId) ?? 0) + c.number);
  return [...byGoods].map(([goods_id, number]) => ({ goods_id, number: Math.min(number, 99_999) }));
}

/** Upload or paste a list; each row is matched, the buyer resolves the rest and adds to the cart. */
export function ImportList() {
  const [text, setText] = useState('');
  const match = useMatchFastBuyList();
  const add = useAddFastBuyLines();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const set = (row: number, patch: Partial<Choice>) =>
    setChoices((c) => ({ ...c, [row]: { ...c[row]!, ...patch } }));

  const run = (input: { file: File } | { text: string }) => {
    add.reset();
    match.mutate(input, { onSuccess: (r) => setChoices(choicesOf(r)) });
  };

  const rows = match.data?.rows ?? [];
  const ready = rows.filter((r) => {
    const c = choices[r.row];
    return c?.checked && c.goodsId !== null && c.number > 0;
  });

  return (
    <>
      <ul className={styles.help}>
        <li>
          列依次为：商品编码、国药准字/本位码、商品名称、数量；三项填一项即可，按商品编码、国药准字、名称的顺序匹配。
        </li>
        <li>
          支持 Excel（.xlsx）和 CSV。CSV 请用 UTF-8 编码（带或不带 BOM 均可，Excel 另存为「CSV
          UTF-8」），Excel 默认的 GBK/GB18030 编码也能识别。
        </li>
        <li>每次最多 500 行，文件不超过 1 MB。数量按商品中包装取整，并受库存和限购约束。</li>
        <li>
          <a href={FAST_BUY_TEMPLATE_URL} download>
            下载模板（CSV）
          </a>
        </li>
      </ul>
      <div className={styles.inputs}>
        <Upload
          accept=".csv,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            run({ file });
            return false;
          }}
        >
          <Button loading={match.isPending}>上传清单文件</Button>
        </Upload>
        <div className={styles.paste}>
          <Input.TextArea
            aria-label="粘贴采购清单"
            rows={4}
            value={text}
            maxLength={200_000}
            placeholder={'也可以从 Excel 复制粘贴，每行一个商品，例如：\n,国药准字H20003263,,20'}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button
          disabled={text.trim() === ''}
          loading={match.isPending}
          onClick={() => run({ text })}
        >
          匹配粘贴的清单
        </Button>
      </div>
      {match.isError && <Alert type="error" showIcon message={match.error.message} />}
      {match.data && (
        <>
          <Alert
            type="info"
            showIcon
            message={`共 ${rows.length} 行：已匹配 ${match.data.matched}，待选择 ${match.data.ambiguous}，未找到 ${match.data.not_found}，有误 ${match.data.invalid}`}
          />
          <Table<FastBuyMatchRow>
            className={styles.results}
            rowKey="row"
            size="small"
            pagination={false}
            dataSource={rows}
            rowSelection={{
              selectedRowKeys: rows.filter((r) => choices[r.row]?.checked).map((r) => r.row),
              onChange: (keys) =>
                setChoices((c) =>
                  Object.fromEntries(
                    Object.entries(c).map(([k, v]) => [
                      k,
                      { ...v, checked: keys.includes(Number(k)) },
                    ]),
                  ),
                ),
              getCheckboxProps: (r) => ({
                disabled: r.status === 'not_found' || r.status === 'invalid',
              }),
            }}
            columns={[
              { title: '行', dataIndex: 'row', width: 50 },
              {
                title: '清单内容',
                render: (_, r) => [r.code, r.approval, r.name].filter(Boolean).join(' / '),
              },
              {
                title: '状态',
                width: 90,
                render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag>,
              },
              {
                title: '匹配商品',
                render: (_, r) => {
                  if (r.status === 'matched' && r.goods)
                    return `${r.goods.name} ${r.goods.ypgg} ${r.goods.sccj}`;
                  if (r.status === 'ambiguous')
                    return (
                      <Select
                        aria-label={`第 ${r.row} 行的商品`}
                        style={{ minWidth: 280 }}
                        placeholder={r.note}
                        value={choices[r.row]?.goodsId ?? undefined}
                        onChange={(v: number) => set(r.row, { goodsId: v, checked: true })}
                        options={r.candidates.map((g) => ({
                          value: g.id,
                          label: `${g.name} ${g.ypgg} ${g.sccj}${g.price ? ` ¥${g.price}` : ''}`,
                        }))}
                      />
                    );
                  return <span className={styles.refused}>{r.note}</span>;
                },
              },
              {
                title: '数量',
                width: 120,
                render: (_, r) =>
                  r.status === 'matched' || r.status === 'ambiguous' ? (
                    <InputNumber
                      aria-label={`第 ${r.row} 行的数量`}
                      min={1}
                      max={1_000_000}
                      precision={0}
                      value={choices[r.row]?.number}
                      onChange={(v) => set(r.row, { number: v ?? 0 })}
                    />
                  ) : (
                    (r.quantity ?? '—')
                  ),
              },
            ]}
          />
          <div className={styles.toolbar}>
            <span className={styles.muted}>数量将按中包装取整，并受库存和限购约束。</span>
            <Button
              type="primary"
              disabled={ready.length === 0}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  ready.map((r) => ({
                    goods_id: choices[r.row]!.goodsId!,
                    number: choices[r.row]!.number,
                  })),
                )
              }
            >
              加入购物车（{ready.length} 行）
            </Button>
            <SaveAsListButton
              disabled={ready.length === 0}
              source={() => ({ lines: listLines(ready.map((r) => choices[r.row]!)) })}
            />
          </div>
          {add.data && <AddResults result={add.data} />}
        </>
      )}
    </>
  );
}
