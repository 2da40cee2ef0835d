import type { OrderLine } from '@shop/contract';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { GoodsPapers, PapersGate, ShopPapers } from '../../components/QualificationPapers';
import styles from './OrderDetailPage.module.css';
import { OrderLotReports } from './OrderLotReports';

/**
 * 首营资料 of an order: the shop's licences, per goods of the order a link
 * to its approval documents, and the 药检报告 of the lots this order received,
 * so a pharmacy files the papers of what it received.
 */
export function OrderPapersSection({ orderId, lines }: { orderId: number; lines: OrderLine[] }) {
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  // A goods on several lines (a gift, a line at the original price) is listed once.
  const goods = [...new Map(lines.map((l) => [l.goods_id, l.name])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  return (
    <section className={styles.section} aria-label="首营资料">
      <h2>首营资料</h2>
      <PapersGate>
        <h3 className={styles.subhead}>本公司证照</h3>
        <ShopPapers />
        <h3 className={styles.subhead}>商品资料</h3>
        <ul className={styles.paperGoods}>
          {goods.map((g) => (
            <li key={g.id}>
              <span>{g.name}</span>
              <Button type="link" size="small" onClick={() => setOpen(g)}>
                查看首营资料
              </Button>
            </li>
          ))}
        </ul>
        <h3 className={styles.subhead}>本单批次药检报告</h3>
        <OrderLotReports orderId={orderId} />
        <Modal
          open={open !== null}
          title={open ? `首营资料 · ${open.name}` : ''}
          footer={null}
          width={680}
          onCancel={() => setOpen(null)}
          destroyOnHidden
        >
          {open && <GoodsPapers goodsId={open.id} />}
        </Modal>
      </PapersGate>
    </section>
  );
}
