import { Descriptions, Drawer, Image, Skeleton, Steps, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useAfterSale } from '../../api/aftersales';
import { formatTime } from '../../lib/format-time';
import { AfterSaleActions } from './AfterSaleActions';
import { STATUS_COLORS } from './stages';

/** One request: what is asked back, its photos and steps, and the actions the role may take. */
export function AfterSaleDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: r } = useAfterSale(id);
  const current = r ? r.steps.filter((s) => s.time !== null).length - 1 : 0;
  const ended = r && (r.status === 'declined' || r.status === 'cancelled');
  return (
    <Drawer
      title={r ? `售后申请 #${r.id}` : '售后申请'}
      open={id !== null}
      onClose={onClose}
      size="large"
      extra={r ? <AfterSaleActions request={r} /> : null}
      destroyOnHidden
    >
      {!r ? (
        <Skeleton active />
      ) : (
        <>
          <Steps
            size="small"
            current={current}
            status={ended ? 'error' : r.status === 'refunded' ? 'finish' : 'process'}
            items={r.steps.map((s) => ({ title: s.title, description: formatTime(s.time) }))}
            style={{ marginBottom: 24 }}
          />
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[r.status]}>{r.status_text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="类型">{r.kind_text}</Descriptions.Item>
            {/* An empty string would still make an empty cell: null leaves it out. */}
            {r.next_text ? (
              <Descriptions.Item label="下一步" span={2}>
                {r.next_text.replace(/^下一步：/, '')}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="订单号">
              <Link to={`/orders/${r.order_id}`}>{r.order_no}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="买家">{r.company_name}</Descriptions.Item>
            <Descriptions.Item label="订单实付">¥{r.order_pay_amount}</Descriptions.Item>
            <Descriptions.Item label="申请退款">¥{r.amount}</Descriptions.Item>
            <Descriptions.Item label="已退款">
              ¥{r.refunded_amount} {r.refund_method_text}
            </Descriptions.Item>
            <Descriptions.Item label="申请时间">{formatTime(r.created_at)}</Descriptions.Item>
            <Descriptions.Item label="原因" span={2}>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {r.reason}
              </Typography.Paragraph>
            </Descriptions.Item>
            {r.review_note ? (
              <Descriptions.Item label="审核备注" span={2}>
                {r.review_note}
              </Descriptions.Item>
            ) : null}
            {r.return_tracking_no ? (
              <Descriptions.Item label="退货物流" span={2}>
                {r.return_carrier} {r.return_tracking_no}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Table
            style={{ marginTop: 24 }}
            size="small"
            rowKey="order_line_id"
            pagination={false}
            dataSource={r.lines}
            columns={[
              { title: '商品', dataIndex: 'name' },
              { title: '规格', dataIndex: 'ypgg' },
              {
                title: '数量',
                dataIndex: 'number',
                align: 'right',
                render: (n, l) => `${n}${l.bzdw}`,
              },
              { title: '退款金额（元）', dataIndex: 'amount', align: 'right' },
            ]}
          />
          {r.photos.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                凭证照片
              </Typography.Title>
              <Image.PreviewGroup>
                {r.photos.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={104}
                    height={104}
                    style={{ objectFit: 'cover' }}
                  />
                ))}
              </Image.PreviewGroup>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
