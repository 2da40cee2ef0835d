import type { AdminGoods } from '@shop/contract';

/** What buyers will see on /miaosha: the 秒 mark, flash price over the usual one, the limit. */
export function FlashCardPreview({
  goods,
  price,
  stock,
  limit,
}: {
  goods: AdminGoods | null;
  price: string | undefined;
  stock: number | undefined;
  limit: number | undefined;
}) {
  return (
    <section style={{ width: 220 }} aria-label="买家预览">
      <div style={{ marginBottom: 8, color: '#8c8c8c' }}>买家预览</div>
      <div style={{ padding: 12, border: '1px solid #f0f0f0', borderRadius: 6 }}>
        <div style={{ position: 'relative', aspectRatio: '1', background: '#fafafa' }}>
          {goods && (
            <img
              src={goods.logo}
              alt={goods.name}
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          )}
          <span
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: 28,
              lineHeight: '28px',
              textAlign: 'center',
              color: '#fff',
              fontWeight: 700,
              background: '#f5222d',
              borderRadius: 4,
            }}
          >
            秒
          </span>
        </div>
        <div style={{ marginTop: 6, fontWeight: 500 }}>{goods?.name ?? '请选择商品'}</div>
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>
          {goods ? `${goods.ypgg} · ${goods.sccj}` : ''}
        </div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <b style={{ fontSize: 20, color: '#f5222d' }}>¥{price || '0.00'}</b>
          {goods && <del style={{ color: '#8c8c8c' }}>原价 ¥{goods.price}</del>}
        </div>
        <div style={{ fontSize: 12, color: '#8c8c8c' }}>
          剩余 {stock ?? 0} {goods?.bzdw ?? ''}
          {limit ? ` · 每家限购 ${limit}` : ''}
        </div>
        <div
          style={{
            marginTop: 6,
            padding: '4px 0',
            textAlign: 'center',
            color: '#fff',
            background: '#f5222d',
            borderRadius: 4,
          }}
        >
          立即抢购
        </div>
      </div>
    </section>
  );
}
