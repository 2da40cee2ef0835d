import type { Store } from '@shop/contract';

/** A store the login added and left half-registered: continued or discarded, never switched to. */
export const isDraftStore = (s: Pick<Store, 'review' | 'is_home'>) =>
  s.review === 'draft' && s.is_home === 0;

/** Where filling in a store continues: the home company registers at /register, an added one at /register/dd. */
export const continuePath = (s: Pick<Store, 'is_home'>, step: 2 | 3) =>
  s.is_home === 1 ? `/register/step${step}` : `/register/dd/step${step}`;
