export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/**
 * Form encoding as the spec's client sends it (section 7): nested values in
 * brackets, `params[0][goods_id]=1`, `params[number]=5`, lists by index
 * `ids[0]=1&ids[1]=2`. The server parses it with qs; this side only writes
 * it, which needs none of qs's weight in the buyer's first download.
 * Empty values (undefined, null, '') are left out.
 */
export function encodeForm(params: Record<string, QueryValue>): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: QueryValue) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        put(`${key}[${i}]`, v);
      });
    } else if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) put(`${key}[${k}]`, v);
    else out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(params)) put(k, v);
  return out;
}
