import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { aliasRoutes } from '../../components/alias-routes';

const CartPage = lazy(() => import('./CartPage').then((m) => ({ default: m.CartPage })));

/** Spec section 2, cart: step 1. */
export const cartRoutes: RouteObject[] = aliasRoutes(['cart'], <CartPage />, '购物车');
