import { Button } from 'antd';

/** 打印随货同行单: the parcel's note opens in a new tab, to print (orders.read, as these pages). */
export function DeliveryNoteLink({ orderId, shipmentId }: { orderId: number; shipmentId: number }) {
  return (
    <Button
      type="link"
      size="small"
      href={`/admin-api/orders/${orderId}/shipments/${shipmentId}/delivery-note`}
      target="_blank"
      rel="noopener"
    >
      打印随货同行单
    </Button>
  );
}
