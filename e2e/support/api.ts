// The shop's HTTP API as a test uses it to make data outside the UI: bodies
// form-encoded the way the spec's client sends them (params[0][goods_id]=1).

import { baseUrl } from './env.ts';

type Value = string | number | readonly Value[] | { readonly [key: string]: Value };

/** `ids[0]=1&ids[1]=2`, `params[0][goods_id]=1`: nested values in brackets. */
export function formBody(fields: Record<string, Value>): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: Value) => {
    // A list's entries are its indices: ids[0], ids[1].
    if (typeof value === 'object')
      for (const [k, v] of Object.entries(value)) put(`${key}[${k}]`, v);
    else out.append(key, String(value));
  };
  for (const [k, v] of Object.entries(fields)) put(k, v);
  return out;
}

/** GET (no body) or POST as the buyer whose session token is `token`; the envelope's data. */
export async function call<T>(
  token: string,
  path: string,
  body?: Record<string, Value>,
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: `token=${token}` },
    body: body === undefined ? undefined : formBody(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 10000) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** POST /api/user/zizhi as the buyer: one first-business document with its file. */
export async function uploadDocument(
  token: string,
  fields: {
    kind: string;
    number: string;
    issued_on: string;
    expires_on: string;
    /** A 采购委托书's purchaser. */
    holder_name?: string;
    holder_id_number?: string;
  },
  file: { bytes: Buffer; name: string; type: string },
): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl()}/api/user/zizhi`, {
    method: 'POST',
    headers: { cookie: `token=${token}` },
    body: form,
  });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 10000) throw new Error(`/api/user/zizhi: ${json.code} ${json.msg}`);
}

/** A session through POST /api/user/login, as the login form would make it. */
export async function login(username: string, password: string): Promise<string> {
  const data = await call<{ token: string }>('', '/api/user/login', { username, password });
  return data.token;
}

export type PlacedOrder = { id: number; order_no: string; pay_amount: string };

/** Puts the goods in the buyer's cart and orders them to the default address, unpaid. */
export async function placeOrder(
  token: string,
  lines: { goods_id: number; number: number }[],
): Promise<PlacedOrder> {
  await call(token, '/api/cart', { params: lines });
  const cart = await call<{ data: { id: number; goods: { id: number } }[] }>(
    token,
    '/api/cart/list',
  );
  const ids = cart.data
    .filter((l) => lines.some((w) => w.goods_id === l.goods.id))
    .map((l) => l.id);
  const addresses = await call<{ id: number; is_default: number }[]>(token, '/api/user/address');
  const address = addresses.find((a) => a.is_default === 1) ?? addresses[0];
  if (!address) throw new Error('placeOrder: the buyer has no address');
  return call<PlacedOrder>(token, '/api/order/create', {
    ids,
    address_id: address.id,
    key: `e2e-${Date.now()}-${ids.join('-')}`,
  });
}

/** Starts an online payment of the order: the sandbox cashier page's path. */
export async function payOnline(token: string, orderId: number): Promise<string> {
  const paid = await call<{ pay_url: string }>(token, `/api/order/${orderId}/pay`, {
    method: 'online',
    key: `e2e-online-${orderId}`,
  });
  return new URL(paid.pay_url, baseUrl()).pathname;
}

/** The buyer's wallet balance in yuan, e.g. '1234.50'. */
export async function balance(token: string): Promise<string> {
  return (await call<{ balance: string }>(token, '/api/user/user-money')).balance;
}
