import type { Db } from './db/client.ts';
import type { CartService } from './modules/cart/index.ts';
import type { CatalogService } from './modules/catalog/index.ts';
import { type FavoriteSets, favoritesModule } from './modules/favorites/index.ts';
import type { Notify } from './modules/messages/index.ts';
import type { Module } from './modules/module.ts';
import { noticesModule } from './modules/notices/index.ts';
import type { OrderService } from './modules/order/index.ts';
import { standingListsModule } from './modules/standing-lists/index.ts';

/**
 * 常购清单 (built on the cart and the company's orders) and the arrival and
 * price-drop notices (built on the catalogue's change announcements).
 */
export function standingListsWiring(m: {
  db: Db;
  catalog: Module<CatalogService>;
  cart: Module<CartService>;
  orders: Module<OrderService>;
}) {
  return standingListsModule({
    db: m.db,
    catalog: m.catalog.service,
    cart: m.cart.service,
    orderGoods: (buyer, id) => m.orders.service.goodsOf(buyer, id),
  });
}

/** The notices, and the favourites whose new goods start the price comparison. */
export function noticesWiring(m: {
  db: Db;
  catalog: Module<CatalogService>;
  notify: Notify;
  sets: FavoriteSets;
}) {
  const notices = noticesModule({
    db: m.db,
    catalog: m.catalog.service,
    notify: m.notify,
    // A notice missed here is sent by the periodic sweep.
    warn: (e) => console.warn(`notices: ${e instanceof Error ? e.message : String(e)}`),
  });
  const favorites = favoritesModule({
    db: m.db,
    sets: m.sets,
    catalog: m.catalog.service,
    watchPrices: notices.service.watchPrices,
  });
  return { notices, favorites };
}
