import { PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { frozenLotsQuery, lotsNumberedQuery, type QualityLot } from '../../api/quality';
import { ErrorResult } from '../../components/ErrorResult';
import { LotFreezeForm, LotUnfreezeForm } from '../../components/LotFreezeForms';
import { RecallReportButton } from '../../components/RecallReport';
import { formatTime } from '../../lib/format-time';
import { lotsPath } from '../../lib/lots-path';
import { columnsWidth } from '../../lib/table-width';

// 质量管理 → 冻结批次: every frozen lot across goods with its kind, reason,
// when and by whom, so the quality manager does not open goods one by one;
// and a lot found by its number (a recall notice names the lot, not the
// goods), to freeze it from here.

const KIND_COLOR = { quality_doubt: 'orange', recall: 'red' } as const;
const STATE_COLOR = { selling: 'green', frozen: 'red', expired: 'default' } as const;

const goodsCell = (l: QualityLot) => (
  <Space direction="vertical" size={0}>
    <Link to={lotsPath(l.goods_id)}>{l.goods_name}</Link>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {l.goods_spec} · {l.manufacturer}
    </Typography.Text>
  </Space>
);

const actions = (l: QualityLot) => [
  l.state === 'selling' && <LotFreezeForm key="freeze" lot={l} />,
  l.state === 'frozen' && <LotUnfreezeForm key="unfreeze" lot={l} />,
  <RecallReportButton key="recall" lot={l} />,
];

const frozenColumns: ProColumns<QualityLot>[] = [
  { title: '商品', dataIndex: 'goods_name', width: 220, render: (_, l) => goodsCell(l) },
  { title: '批号', dataIndex: 'lot_no', width: 130 },
  { title: '有效期至', dataIndex: 'expiry_date', width: 100 },
  {
    title: '冻结类型',
    dataIndex: 'freeze_kind',
    width: 90,
    render: (_, l) =>
      l.freeze_kind ? <Tag color={KIND_COLOR[l.freeze_kind]}>{l.freeze_kind_text}</Tag> : '-',
  },
  { title: '原因', dataIndex: 'reason', width: 220, ellipsis: true },
  {
    title: '冻结时间',
    dataIndex: 'frozen_at',
    width: 140,
    render: (_, l) => formatTime(l.frozen_at).slice(0, 16) || '-',
  },
  { title: '操作人', dataIndex: 'frozen_by', width: 90, render: (_, l) => l.frozen_by ?? '-' },
  {
    title: '在库',
    dataIndex: 'quantity',
    align: 'right',
    width: 72,
    render: (_, l) => `${l.quantity} ${l.unit}`,
  },
  {
    title: '隔离',
    dataIndex: 'quarantine_quantity',
    align: 'right',
    width: 64,
    tooltip: '冻结后退回的数量，隔离存放',
    render: (_, l) =>
      l.quarantine_quantity > 0 ? (
        <Typography.Text type="warning">{l.quarantine_quantity}</Typography.Text>
      ) : (
        0
      ),
  },
  {
    title: '操作',
    valueType: 'option',
    width: 140,
    fixed: 'right',
    render: (_, l) => actions(l),
  },
];

const foundColumns: ProColumns<QualityLot>[] = [
  { title: '商品', dataIndex: 'goods_name', width: 220, render: (_, l) => goodsCell(l) },
  { title: '批号', dataIndex: 'lot_no', width: 130 },
  { title: '生产日期', dataIndex: 'production_date', width: 100 },
  { title: '有效期至', dataIndex: 'expiry_date', width: 100 },
  { title: '供应商', dataIndex: 'supplier', width: 160, ellipsis: true },
  {
    title: '状态',
    dataIndex: 'state',
    width: 110,
    render: (_, l) => (
      <Tag color={STATE_COLOR[l.state]}>
        {l.freeze_kind_text ? `${l.state_text} · ${l.freeze_kind_text}` : l.state_text}
      </Tag>
    ),
  },
  {
    title: '在库',
    dataIndex: 'quantity',
    align: 'right',
    width: 72,
    render: (_, l) => `${l.quantity} ${l.unit}`,
  },
  {
    title: '操作',
    valueType: 'option',
    width: 140,
    fixed: 'right',
    render: (_, l) => actions(l),
  },
];

function FindByLotNo() {
  const [lotNo, setLotNo] = useState('');
  const [typed, setTyped] = useState('');
  const found = useQuery(lotsNumberedQuery(lotNo));
  const invalid = typed !== '' && !/^[A-Za-z0-9-]{1,40}$/.test(typed);
  return (
    <Card title="按批号查找" size="small" style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label="批号"
        placeholder="输入批号或其开头，如 B240615"
        allowClear
        enterButton="查找"
        style={{ maxWidth: 420 }}
        status={invalid ? 'error' : undefined}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          if (e.target.value === '') setLotNo('');
        }}
        onSearch={(v) => {
          const t = v.trim();
          if (/^[A-Za-z0-9-]{1,40}$/.test(t)) setLotNo(t);
        }}
      />
      {invalid && (
        <Typography.Text type="danger" style={{ display: 'block' }}>
          批号为 1-40 位字母、数字或短横线
        </Typography.Text>
      )}
      {found.isError && <ErrorResult error={found.error} onRetry={() => found.refetch()} />}
      {lotNo !== '' && !found.isError && (
        <ProTable<QualityLot>
          rowKey="id"
          style={{ marginTop: 12 }}
          search={false}
          options={false}
          pagination={false}
          loading={found.isFetching}
          dataSource={found.data?.list}
          columns={foundColumns}
          scroll={{ x: columnsWidth(foundColumns) }}
          locale={{ emptyText: `没有批号以 ${lotNo} 开头的批次` }}
        />
      )}
    </Card>
  );
}

export function FrozenLotsPage() {
  const frozen = useQuery(frozenLotsQuery());
  return (
    <PageContainer content="冻结的批次立即停止销售；召回会通知所有仍持有该批次的买家。解冻后恢复销售（已过有效期的转为过期）。">
      <FindByLotNo />
      {frozen.isError ? (
        <ErrorResult error={frozen.error} onRetry={() => frozen.refetch()} />
      ) : (
        <ProTable<QualityLot>
          rowKey="id"
          headerTitle="冻结中的批次"
          cardBordered
          search={false}
          pagination={false}
          loading={frozen.isFetching}
          dataSource={frozen.data?.list}
          columns={frozenColumns}
          scroll={{ x: columnsWidth(frozenColumns) }}
          options={{
            density: true,
            reload: () => frozen.refetch(),
            setting: false,
            fullScreen: false,
          }}
          locale={{ emptyText: '没有冻结的批次' }}
        />
      )}
    </PageContainer>
  );
}
