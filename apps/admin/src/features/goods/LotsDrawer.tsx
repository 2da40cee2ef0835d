import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { goodsOneQuery } from '../../api/goods';
import { ErrorResult } from '../../components/ErrorResult';
import { StockLedgerTable } from '../../components/StockLedgerTable';
import { useCan } from '../../lib/permissions';
import { LotReceiveForm } from './LotReceiveForm';
import { LotsTable } from './LotsTable';

/**
 * 批次 of one goods: its lots (入库, 调整, 药检报告) and its stock ledger, each
 * change with its lot. Opened from the goods list (its `?lots=` in the URL).
 */
export function LotsDrawer({ goodsId, onClose }: { goodsId: number | null; onClose: () => void }) {
  const can = useCan();
  const writable = can('stock');
  const goods = useQuery({ ...goodsOneQuery(goodsId ?? 0), enabled: goodsId !== null });
  const [tab, setTab] = useState('lots');
  const g = goods.data;

  return (
    <Drawer
      open={goodsId !== null}
      onClose={onClose}
      size={1160}
      title={g ? `批次 · ${g.name}` : '批次'}
      destroyOnHidden
      afterOpenChange={(open) => !open && setTab('lots')}
    >
      {goods.isPending && <Skeleton active />}
      {goods.isError && <ErrorResult error={goods.error} onRetry={() => goods.refetch()} />}
      {g && (
        <>
          <Descriptions
            size="small"
            column={4}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'spec', label: '规格', children: g.ypgg },
              { key: 'maker', label: '厂家', children: g.sccj },
              { key: 'stock', label: '库存（在售批次之和）', children: `${g.number} ${g.bzdw}` },
              { key: 'yxq', label: '有效期（商城显示）', children: g.yxq || '-' },
            ]}
          />
          <Tabs
            // The ledger is read afresh each time it shows: a lot received meanwhile is in it.
            destroyOnHidden
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'lots',
                label: '批次',
                children: (
                  <LotsTable
                    goodsId={g.id}
                    writable={writable}
                    quality={can('quality')}
                    toolBar={writable ? [<LotReceiveForm key="receive" goods={g} />] : []}
                  />
                ),
              },
              {
                key: 'ledger',
                label: '库存流水',
                children: <StockLedgerTable goodsId={g.id} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
