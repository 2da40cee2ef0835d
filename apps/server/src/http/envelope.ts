import type { Page } from '@shop/contract';
import { SUCCESS_CODE } from './errors.ts';

export type Envelope<T> = { code: typeof SUCCESS_CODE; msg: string; data: T };

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: SUCCESS_CODE, msg, data });

export type { Page } from '@shop/contract';

export function page<T>(rows: T[], total: number, current: number, perPage: number): Page<T> {
  return {
    data: rows,
    total,
    current_page: current,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
