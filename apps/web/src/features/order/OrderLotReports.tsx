import { Spin } from 'antd';
import { useOrderLotReports } from '../../api/order/get-order-lot-reports';
import { LoadFailed } from '../../components/LoadFailed';
import { PaperList } from '../../components/QualificationPapers';

/** The 药检报告 of this order's lots, each named for its goods and lot (inside PapersGate). */
export function OrderLotReports({ orderId }: { orderId: number }) {
  const reports = useOrderLotReports(orderId, true);
  if (reports.isPending) return <Spin />;
  if (!reports.data) return <LoadFailed what="药检报告" query={reports} />;
  const items = reports.data.items.map((r) => ({ ...r, title: `${r.goods_name} ${r.title}` }));
  return <PaperList items={items} empty="本单批次的药检报告尚未上传，可联系客服索取" />;
}
