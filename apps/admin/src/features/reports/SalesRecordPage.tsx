import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { shopDay } from '@shop/domain';
import { Button, Card, DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { salesRecordUrl } from '../../api/reports';

/** The server refuses more than 366 days; the picker refuses them first. */
const MAX_DAYS = 366;
const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * 销售记录: the GSP sales record of a period as xlsx, one row per lot line of
 * every order paid in it and not cancelled (docs/decisions/2026-11-29-gsp-papers.md).
 */
export function SalesRecordPage() {
  // From the shop's (Beijing) today, as the server counts days.
  const today = dayjs(shopDay(new Date()));
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [today.startOf('month'), today]);
  const from = fmt(range[0]);
  const to = fmt(range[1]);

  const download = () => {
    const a = document.createElement('a');
    a.href = salesRecordUrl(from, to);
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  };

  return (
    <PageContainer>
      <Card title="导出销售记录" style={{ maxWidth: 760 }}>
        <Space direction="vertical" size={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            按批次逐行列出所选期间内已支付且未取消订单的销售明细：日期、订单号、购货单位、通用名、规格、剂型、生产企业、批准文号、批号、有效期至、数量、单位、单价、金额；退款退货退回的数量与金额单列，并在实销数量、实销金额中扣除。日期按支付时间（北京时间）计，单次最长{' '}
            {MAX_DAYS} 天。
          </Typography.Paragraph>
          <Space wrap>
            <DatePicker.RangePicker
              aria-label="销售记录期间"
              allowClear={false}
              value={range}
              disabledDate={(d, info) =>
                Boolean(info.from && Math.abs(d.diff(info.from, 'day')) >= MAX_DAYS)
              }
              presets={[
                { label: '本月', value: [today.startOf('month'), today] },
                {
                  label: '上月',
                  value: [
                    today.subtract(1, 'month').startOf('month'),
                    today.subtract(1, 'month').endOf('month'),
                  ],
                },
                {
                  label: '本季度',
                  value: [today.subtract(today.month() % 3, 'month').startOf('month'), today],
                },
                { label: '今年', value: [today.startOf('year'), today] },
              ]}
              onChange={(v) => {
                if (v?.[0] && v[1]) setRange([v[0], v[1]]);
              }}
            />
            <Button type="primary" icon={<DownloadOutlined />} onClick={download}>
              导出
            </Button>
          </Space>
        </Space>
      </Card>
    </PageContainer>
  );
}
