import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type AdminLot, lotsQuery } from '../../api/lots';
import { columnsWidth } from '../../components/AdminTable';
import { ErrorResult } from '../../components/ErrorResult';
import { LotFreezeForm, LotUnfreezeForm } from '../../components/LotFreezeForms';
import { RecallReportButton } from '../../components/RecallReport';
import { formatTime } from '../../lib/format-time';
import { LotAdjustForm } from './LotAdjustForm';
import { LotReport } from './LotReport';

const STATE_COLOR: Record<AdminLot['state'], string> = {
  selling: 'green',
  frozen: 'red',
  expired: 'default',
};

/** 在售 / 冻结 · 召回 with its reason under it / 已过期 (why on hover). */
const stateTag = (lot: AdminLot) => {
  const tag = (
    <Tag color={STATE_COLOR[lot.state]}>
      {lot.freeze_kind_text ? `${lot.state_text} · ${lot.freeze_kind_text}` : lot.state_text}
    </Tag>
  );
  if (lot.state === 'frozen')
    return (
      <Space direction="vertical" size={0}>
        {tag}
        <Typography.Text
          type="secondary"
          // The column's width: a long reason ends in … with the whole on hover.
          style={{ fontSize: 12, width: 126, display: 'block' }}
          ellipsis={{ tooltip: lot.reason }}
        >
          {lot.reason}
        </Typography.Text>
      </Space>
    );
  return lot.reason ? <Tooltip title={lot.reason}>{tag}</Tooltip> : tag;
};

/**
 * A goods' lots in the order they ship (first expiry first out, the server's
 * order): what is on hand per lot, what came back and waits apart, and the
 * 药检报告. The warehouse adjusts a lot and uploads its report from here;
 * 质量管理 freezes, unfreezes and reads who received it (召回报告).
 */
export function LotsTable({
  goodsId,
  writable,
  quality,
  toolBar,
}: {
  goodsId: number;
  writable: boolean;
  /** 质量管理: 冻结 / 解冻 and the 召回报告 per lot. */
  quality: boolean;
  toolBar: ReactNode[];
}) {
  const lots = useQuery(lotsQuery(goodsId));
  if (lots.isError) return <ErrorResult error={lots.error} onRetry={() => lots.refetch()} />;

  const columns: ProColumns<AdminLot>[] = [
    { title: '批号', dataIndex: 'lot_no', width: 150, ellipsis: true },
    { title: '生产日期', dataIndex: 'production_date', width: 100 },
    {
      title: '有效期至',
      dataIndex: 'expiry_date',
      width: 150,
      render: (_, l) => (
        <Space size={4}>
          {l.expiry_date}
          {l.near_expiry === 1 && l.state === 'selling' && <Tag color="orange">近效期</Tag>}
        </Space>
      ),
    },
    { title: '在库', dataIndex: 'quantity', align: 'right', width: 72 },
    {
      title: '待处理',
      dataIndex: 'quarantine_quantity',
      align: 'right',
      width: 76,
      tooltip: '退回的非在售批次数量，隔离存放，不再销售',
      render: (_, l) =>
        l.quarantine_quantity > 0 ? (
          <Typography.Text type="warning">{l.quarantine_quantity}</Typography.Text>
        ) : (
          0
        ),
    },
    { title: '供应商', dataIndex: 'supplier', width: 130, ellipsis: true },
    { title: '状态', dataIndex: 'state', width: 150, render: (_, l) => stateTag(l) },
    {
      title: '药检报告',
      dataIndex: 'has_report',
      width: 104,
      render: (_, l) => <LotReport lot={l} mayUpload={writable} />,
    },
    {
      title: '入库时间',
      dataIndex: 'received_at',
      width: 130,
      render: (_, l) => formatTime(l.received_at).slice(0, 16),
    },
    {
      title: '操作',
      valueType: 'option',
      width: (writable ? 52 : 0) + (quality ? 124 : 0) + 12,
      fixed: 'right',
      // Without the stock or quality permission there is nothing to do here: no column at all.
      hideInTable: !writable && !quality,
      render: (_, l) => [
        writable && <LotAdjustForm key="adjust" lot={l} />,
        quality && l.state === 'selling' && <LotFreezeForm key="freeze" lot={l} />,
        quality && l.state === 'frozen' && <LotUnfreezeForm key="unfreeze" lot={l} />,
        quality && <RecallReportButton key="recall" lot={l} />,
      ],
    },
  ];

  return (
    <ProTable<AdminLot>
      rowKey="id"
      headerTitle="批次（按近效期先出排列）"
      cardBordered
      search={false}
      pagination={false}
      loading={lots.isFetching}
      dataSource={lots.data?.list}
      columns={columns}
      scroll={{ x: columnsWidth(columns) }}
      options={{ density: true, reload: () => lots.refetch(), setting: false, fullScreen: false }}
      toolBarRender={() => toolBar}
      locale={{ emptyText: '暂无批次，入库后显示' }}
    />
  );
}
