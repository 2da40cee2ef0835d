import { PageContainer } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ArrivalWaitingTab } from './ArrivalWaitingTab';
import { LedgerTab } from './LedgerTab';
import { LowStockTab } from './LowStockTab';

/**
 * 库存管理: what is short (库存不足), what buyers wait for (到货通知) and one
 * goods' history (库存流水); the tab lives in the URL.
 */
export function StockPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'ledger' || asked === 'arrival' ? asked : 'low';
  const goodsId = Number(search.get('goods')) || undefined;
  const go = (next: Record<string, string>) => setSearch(next, { replace: false });

  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          go(k === 'ledger' && goodsId ? { tab: k, goods: String(goodsId) } : { tab: k })
        }
        items={[
          {
            key: 'low',
            label: '库存不足',
            children: <LowStockTab onLedger={(g) => go({ tab: 'ledger', goods: String(g.id) })} />,
          },
          { key: 'arrival', label: '到货通知', children: <ArrivalWaitingTab /> },
          {
            key: 'ledger',
            label: '库存流水',
            children: (
              <LedgerTab
                goodsId={goodsId}
                onPick={(id) => go({ tab: 'ledger', goods: String(id) })}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
