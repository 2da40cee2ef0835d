import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** 下载随货同行单 of one parcel: the server answers the PDF as a download (own orders only). */
export function DeliveryNoteLink({ orderId, shipmentId }: { orderId: number; shipmentId: number }) {
  return (
    <Button
      type="link"
      size="small"
      icon={<FilePdfOutlined />}
      href={`/api/order/${orderId}/shipments/${shipmentId}/delivery-note`}
      download
    >
      下载随货同行单
    </Button>
  );
}
