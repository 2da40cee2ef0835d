import { Drawer } from 'antd';
import { brandGoodsQuery, useBrandGoodsChange } from '../../api/zones';
import { ZoneGoodsList } from './ZoneGoodsList';

/** A brand's goods: link more (a goods of another brand moves here) or take some out. */
export function BrandGoodsDrawer({
  brand,
  onClose,
}: {
  brand: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const change = useBrandGoodsChange(brand?.id ?? 0);
  return (
    <Drawer
      title={brand ? `品牌商品 · ${brand.name}` : ''}
      open={brand !== null}
      onClose={onClose}
      width={900}
      destroyOnHidden
    >
      {brand && (
        <ZoneGoodsList
          change={change}
          fetch={(client, page) => client.fetchQuery(brandGoodsQuery(brand.id, page))}
          words={{
            add: '关联到该品牌',
            added: '商品已关联',
            removeConfirm: '从该品牌移出？',
            removed: '已取消关联',
          }}
        />
      )}
    </Drawer>
  );
}
