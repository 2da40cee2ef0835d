import type { Packing, PackingLine } from '@shop/contract';
import { App, Button, Empty, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { outboundBillUrl, useRetryUpload, useUndoCode } from '../../api/trace';
import { formatTime } from '../../lib/format-time';
import { DeliveryNoteLink } from './DeliveryNoteLink';

/** A traced line's counter: 已扫 n / 需 m, green when complete. */
function Counter({ line }: { line: PackingLine }) {
  if (line.needs_trace === 0) return <Tag>无需扫码</Tag>;
  if (!line.trace_prefix)
    return (
      <Tooltip title="在「商品管理」中为该商品填写 7 位追溯码前缀后才能扫码">
        <Tag color="red">未设置追溯码前缀</Tag>
      </Tooltip>
    );
  const done = line.scanned === line.to_ship;
  return (
    <Tag color={done ? 'green' : line.scanned > line.to_ship ? 'red' : 'orange'}>
      已扫 {line.scanned} / 需 {line.to_ship}
    </Tag>
  );
}

export function PackingLines({ lines }: { lines: PackingLine[] }) {
  if (lines.length === 0) return <Empty description="没有待发货的商品" />;
  return (
    <Table<PackingLine>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: '商品', dataIndex: 'name' },
        { title: '规格', dataIndex: 'specification' },
        {
          title: '发货数量',
          dataIndex: 'to_ship',
          align: 'right',
          render: (n: number, l) => `${n}${l.unit}`,
        },
        {
          title: '批号 / 有效期',
          dataIndex: 'lots',
          render: (_, l) =>
            l.lots.map((lot) => (
              <div key={lot.lot_id}>
                {lot.lot_no} · 有效期至 {lot.expiry_date} · {lot.quantity}
                {l.unit}
                {l.needs_trace === 1 && (
                  <span style={{ color: '#8c8c8c' }}>（已扫 {lot.scanned}）</span>
                )}
              </div>
            )),
        },
        { title: '追溯码前缀', dataIndex: 'trace_prefix', render: (v: string | null) => v ?? '-' },
        { title: '追溯码', key: 'counter', render: (_, l) => <Counter line={l} /> },
      ]}
    />
  );
}

export function ScannedCodes({ packing }: { packing: Packing }) {
  const { message } = App.useApp();
  const undo = useUndoCode(packing.order_id);
  const names = new Map(packing.lines.map((l) => [l.id, l.name]));
  const open = packing.codes.filter((c) => c.shipment_id === null);
  if (open.length === 0) return <Empty description="尚未扫码" />;
  return (
    <Table
      rowKey="code"
      size="small"
      pagination={open.length > 20 ? { pageSize: 20 } : false}
      dataSource={[...open].reverse()}
      columns={[
        { title: '追溯码', dataIndex: 'code', render: (c: string) => <code>{c}</code> },
        { title: '商品', dataIndex: 'line_id', render: (id: number) => names.get(id) ?? id },
        { title: '批号', dataIndex: 'lot_no' },
        { title: '扫码时间', dataIndex: 'scanned_at', render: formatTime },
        {
          title: '操作',
          key: 'undo',
          render: (_, c) => (
            <Popconfirm
              title="撤销这个追溯码？"
              description="扫错时撤销，撤销后可重新扫码"
              onConfirm={async () => {
                await undo.mutateAsync(c.code);
                message.success('已撤销');
              }}
            >
              <Button type="link" size="small" danger>
                撤销
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}

const UPLOAD = {
  none: { color: 'default', text: '无追溯码' },
  pending: { color: 'blue', text: '待上报' },
  uploaded: { color: 'green', text: '已上报' },
  failed: { color: 'red', text: '上报失败' },
} as const;

type Parcel = Packing['shipments'][number];

export function PackingShipments({ packing }: { packing: Packing }) {
  const { message } = App.useApp();
  const retry = useRetryUpload(packing.order_id);
  if (packing.shipments.length === 0) return <Empty description="尚未发货" />;
  return (
    <Table<Parcel>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={packing.shipments}
      columns={[
        { title: '承运商', dataIndex: 'carrier' },
        { title: '快递单号', dataIndex: 'tracking_no' },
        { title: '发货时间', dataIndex: 'created_at', render: formatTime },
        { title: '追溯码', dataIndex: 'codes', align: 'right' },
        {
          title: '出库单上报',
          dataIndex: 'upload_status',
          render: (s: Parcel['upload_status'], r) => (
            <Space size={4} wrap>
              <Tag color={UPLOAD[s].color}>{UPLOAD[s].text}</Tag>
              {s === 'failed' && <span style={{ color: '#cf1322' }}>{r.upload_error}</span>}
            </Space>
          ),
        },
        {
          title: '操作',
          key: 'actions',
          render: (_, r) => (
            <Space size={0} wrap>
              <DeliveryNoteLink orderId={packing.order_id} shipmentId={r.id} />
              {r.codes > 0 && (
                <Button type="link" size="small" href={outboundBillUrl(packing.order_id, r.id)}>
                  下载出库单
                </Button>
              )}
              {r.codes > 0 && r.upload_status !== 'uploaded' && (
                <Button
                  type="link"
                  size="small"
                  loading={retry.isPending && retry.variables === r.id}
                  onClick={async () => {
                    const after = await retry.mutateAsync(r.id);
                    const now = after.shipments.find((s) => s.id === r.id);
                    if (now?.upload_status === 'uploaded') message.success('出库单已上报');
                    else message.error(`上报失败：${now?.upload_error ?? ''}`);
                  }}
                >
                  重新上报
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
