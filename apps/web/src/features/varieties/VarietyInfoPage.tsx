import { Descriptions, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useVarietyRequest } from '../../api/varieties/variety-requests';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import { STATUS_COLORS } from './status';
import styles from './Varieties.module.css';

/** /pzqg/info?id=: one request, its status and, once listed, the goods. */
export function VarietyInfoPage() {
  const [params] = useSearchParams();
  const id = Math.floor(Number(params.get('id'))) || 0;
  const one = useVarietyRequest(id);
  const r = one.data;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>求购详情</h1>
        <ButtonLink to="/pzqg">返回求购列表</ButtonLink>
      </div>
      {id === 0 && <p className={styles.card}>没有指定求购记录。</p>}
      {id > 0 && one.isPending && <PageSpinner padding={80} />}
      {one.isError && <LoadFailed what="求购记录" query={one} />}
      {r && (
        <div className={styles.card}>
          <Descriptions column={2} bordered size="middle">
            <Descriptions.Item label="品种名称">{r.name}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[r.status]}>{r.status_text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="生产厂家">{r.manufacturer || '—'}</Descriptions.Item>
            <Descriptions.Item label="规格">{r.specification || '—'}</Descriptions.Item>
            <Descriptions.Item label="求购数量">{r.quantity}</Descriptions.Item>
            <Descriptions.Item label="目标价格">{r.price ? `¥${r.price}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatDateTime(r.created_at)}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{formatDateTime(r.updated_at)}</Descriptions.Item>
            <Descriptions.Item label="备注" span={2}>
              <span className={styles.note}>{r.note || '—'}</span>
            </Descriptions.Item>
            {r.status === 'declined' && (
              <Descriptions.Item label="未采纳原因" span={2}>
                {r.reason}
              </Descriptions.Item>
            )}
            {r.status === 'listed' && r.goods_id && (
              <Descriptions.Item label="已上架商品" span={2}>
                <Link to={`/list/info/${r.goods_id}`}>查看商品并购买</Link>
              </Descriptions.Item>
            )}
          </Descriptions>
        </div>
      )}
    </div>
  );
}
