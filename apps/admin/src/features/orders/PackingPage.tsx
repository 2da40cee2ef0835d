import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Alert, Button, Input, type InputRef, Skeleton, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useOrder } from '../../api/orders';
import { usePacking, useScanCode } from '../../api/trace';
import { ErrorResult, NotFound } from '../../components/ErrorResult';
import { useCan } from '../../lib/permissions';
import { PackingLines, PackingShipments, ScannedCodes } from './PackingTables';
import { ShipForm } from './ShipForm';
import { STATUS_COLORS, statusLabel } from './status';

/** 打包发货: scan each unit's 药品追溯码, then ship the parcel (docs/api-trace.md). */
export function PackingPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound what="订单" />;
  return <Packing id={id} />;
}

type Outcome = { n: number; ok: boolean; code: string; text: string };

function Packing({ id }: { id: number }) {
  const packing = usePacking(id);
  const order = useOrder(id);
  const navigate = useNavigate();
  const can = useCan();

  if (packing.isPending || order.isPending)
    return (
      <PageContainer title="打包发货">
        <ProCard>
          <Skeleton active />
        </ProCard>
      </PageContainer>
    );
  if (packing.isError)
    return <ErrorResult error={packing.error} onRetry={() => packing.refetch()} />;
  if (order.isError) return <ErrorResult error={order.error} onRetry={() => order.refetch()} />;

  const p = packing.data;
  const open = p.lines.filter((l) => l.shipment_id === null && l.to_ship > 0);
  const traced = open.filter((l) => l.needs_trace === 1);
  const missing = traced.filter((l) => l.scanned !== l.to_ship);
  const paid = p.status === 'paid';

  return (
    <PageContainer
      title={`打包发货 · ${p.order_no}`}
      tags={<Tag color={STATUS_COLORS[order.data.status]}>{statusLabel(order.data.status)}</Tag>}
      extra={[
        <Button key="back" onClick={() => navigate(`/orders/${id}`)}>
          订单详情
        </Button>,
        paid && open.length > 0 && can('shipping') && <ShipForm key="ship" order={order.data} />,
      ]}
    >
      <ProCard direction="column" gutter={[0, 16]} ghost>
        {paid && traced.length > 0 && <Scanner orderId={id} />}
        {paid && missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`还有 ${missing.length} 种追溯码商品未扫完，扫完后才能发货`}
          />
        )}
        <ProCard title="待发货商品">
          <PackingLines lines={open} />
        </ProCard>
        <ProCard title="已扫追溯码（未发货）">
          <ScannedCodes packing={p} />
        </ProCard>
        <ProCard title="发货记录与出库单">
          <PackingShipments packing={p} />
        </ProCard>
      </ProCard>
    </PageContainer>
  );
}

/**
 * The box a barcode scanner types into: digits then Enter is one scan;
 * pasted codes (one a line) are sent one after another. Focus comes back
 * after each, so the packer never touches the mouse.
 */
function Scanner({ orderId }: { orderId: number }) {
  const scan = useScanCode(orderId);
  const [value, setValue] = useState('');
  const [log, setLog] = useState<Outcome[]>([]);
  const input = useRef<InputRef>(null);
  const card = useRef<HTMLDivElement>(null);
  const queue = useRef<string[]>([]);
  const busy = useRef(false);
  const seen = useRef(0);

  useEffect(() => input.current?.focus(), []);

  const flash = (ok: boolean) =>
    card.current?.animate(
      [{ backgroundColor: ok ? '#d9f7be' : '#ffccc7' }, { backgroundColor: 'transparent' }],
      { duration: 900, easing: 'ease-out' },
    );

  async function drain() {
    if (busy.current) return;
    busy.current = true;
    while (queue.current.length > 0) {
      const code = queue.current.shift()!;
      let outcome: Outcome;
      try {
        const answer = await scan.mutateAsync({ code });
        const line = answer.lines.find((l) =>
          answer.codes.some((c) => c.code === code && c.line_id === l.id),
        );
        outcome = { n: ++seen.current, ok: true, code, text: line ? `已扫：${line.name}` : '已扫' };
      } catch (error) {
        outcome = {
          n: ++seen.current,
          ok: false,
          code,
          text: isApiError(error) ? error.message : '扫码失败，请重试',
        };
      }
      flash(outcome.ok);
      setLog((l) => [outcome, ...l].slice(0, 8));
    }
    busy.current = false;
    input.current?.focus();
  }

  const send = (text: string) => {
    const codes = text
      .split(/[\r\n]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (codes.length === 0) return;
    queue.current.push(...codes);
    void drain();
  };

  return (
    <div ref={card} style={{ borderRadius: 8 }}>
      <ProCard title="扫码" subTitle="扫码枪对准药盒上的追溯码扫描；也可粘贴多个追溯码（每行一个）">
        <Input
          ref={input}
          size="large"
          value={value}
          aria-label="追溯码"
          placeholder="扫描或输入 20 位追溯码后按回车"
          autoComplete="off"
          inputMode="numeric"
          maxLength={2000}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={() => {
            send(value);
            setValue('');
          }}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text');
            if (!/[\r\n]/.test(text.trim())) return;
            e.preventDefault();
            send(text);
          }}
        />
        <div style={{ marginTop: 12 }} aria-live="polite">
          {log.map((o) => (
            <Alert
              key={o.n}
              style={{ marginBottom: 6 }}
              type={o.ok ? 'success' : 'error'}
              showIcon
              title={
                <span>
                  <code>{o.code}</code>　{o.text}
                </span>
              }
            />
          ))}
        </div>
      </ProCard>
    </div>
  );
}
