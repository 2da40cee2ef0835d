import type { GoodsDetail } from '@shop/contract';
import { Descriptions, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useGoodsInstructions } from '../../../api/catalog/get-goods-instructions';
import { QualificationPapers } from '../../../components/QualificationPapers';
import styles from './GoodsInfoTabs.module.css';

/** Below the summary: the goods' facts, its package insert (说明书) and its 首营资料. */
export function GoodsInfoTabs({ goods }: { goods: GoodsDetail }) {
  const [tab, setTab] = useState('facts');
  const insert = useGoodsInstructions(goods.id, tab === 'insert');
  const facts = [
    ['商品名称', goods.name],
    ['生产厂家', goods.sccj],
    ['规格', goods.ypgg],
    ['剂型', goods.jx],
    ['包装单位', goods.bzdw],
    ['中包装', goods.zbz],
    ['件装量', goods.jzl],
    ['有效期至', goods.yxq],
    ['批准文号', goods.pzwh],
    ['国家本位码', goods.gjbzm],
  ] as const;
  return (
    <Tabs
      className={styles.tabs}
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'facts',
          label: '商品详情',
          children: (
            <>
              <Descriptions
                bordered
                size="small"
                column={2}
                items={facts.map(([label, value]) => ({
                  key: label,
                  label,
                  children: value === '' ? '—' : value,
                }))}
              />
              {goods.remarks && <p>{goods.remarks}</p>}
            </>
          ),
        },
        {
          key: 'insert',
          label: '说明书',
          children: insert.isPending ? (
            <Spin />
          ) : !insert.data?.sections.length ? (
            <Empty description="暂无说明书" />
          ) : (
            <div className={styles.insert}>
              {insert.data.sections.map((s) => (
                <section key={`${s.title}|${s.html}`}>
                  <h4>【{s.title}】</h4>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html, a fixed list of tags, no attributes but colspan/rowspan) */}
                  <div dangerouslySetInnerHTML={{ __html: s.html }} />
                </section>
              ))}
            </div>
          ),
        },
        {
          key: 'papers',
          label: '首营资料',
          // Mounted when opened: the papers are read for approved buyers only then.
          children: tab === 'papers' && <QualificationPapers goodsId={goods.id} />,
        },
      ]}
    />
  );
}
