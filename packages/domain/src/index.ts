export * from './buy-rules.ts';
export * from './cart.ts';
export * from './money.ts';
export * from './points.ts';
export * from './pricing.ts';
export * from './quantity.ts';
export * from './split.ts';
export * from './validators.ts';
