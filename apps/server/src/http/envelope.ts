import { SUCCESS_CODE } from './errors.ts';

export type Envelope<T> = { code: number; msg: string; data: T };

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: SUCCESS_CODE, msg, data });

/** Laravel-style page, the shape the original client reads. */
export type Page<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

export function page<T>(rows: T[], total: number, current: number, perPage: number): Page<T> {
  return {
    data: rows,
    total,
    current_page: current,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
