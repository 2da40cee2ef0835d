import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, staffLogin, type TestApp, testApp } from '../test/helper.ts';

// A hostile client names its fields after Object's own properties. Every
// route of the route table (not a list written here: a new route is walked
// too), as a visitor and as a logged-in buyer or staff member, gets them in
// its query and body, top level and nested, form-encoded and JSON; every
// answer is the envelope and none is a 5xx. Before field-error maps had no
// prototype, more than 40 routes answered Fastify's own 500 here.

const NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
const nested = (outer: string) => NAMES.map((n) => `${outer}[${n}]=1`);

/** Top level, under an unknown field, and under the fields most routes know. */
const QUERIES = [
  NAMES.map((n) => `${n}=1`).join('&'),
  [...nested('a'), ...nested('page'), ...nested('params[0]'), ...nested('ids')].join('&'),
  // Deeper: what qs would merge into a prototype if it were let.
  'a[__proto__][x]=1&a[constructor][prototype][x]=1&__proto__[admin]=1&constructor[prototype][admin]=1&toString[]=1',
];
const FORMS = QUERIES;
const JSONS = [
  // `__proto__` in JSON is refused by the parser itself (400); the others reach the schemas.
  JSON.stringify(Object.fromEntries(NAMES.slice(0, 4).map((n) => [n, 1]))),
  '{"__proto__":{"admin":true}}',
  JSON.stringify({
    a: { constructor: 1, toString: 1 },
    page: { valueOf: 1 },
    params: [{ hasOwnProperty: 1 }],
  }),
  // The parser refuses these (constructor.prototype, a nested __proto__): still a 4xx envelope.
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"__proto__":{"x":1}}}',
];
/** Cookies named like them too: every request carries these besides its session. */
const COOKIES = NAMES.map((n) => `${n}=1`).join('; ');

let t: TestApp;
let actors: { name: string; headers: Record<string, string>; area: string }[];
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  actors = [
    { name: 'visitor', headers: {}, area: '/' },
    { name: 'buyer', headers: await loginAs(t, 'demo'), area: '/api/' },
    { name: 'staff', headers: await staffLogin(t, 'admin'), area: '/admin-api/' },
  ];
});
afterAll(() => t?.close());

/** A plausible id for every parameter (or the name given); a catch-all gets a name. */
const urlOf = (url: string, value = '1') =>
  url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace('*', value === '1' ? 'x' : value);

/** A payment gateway's callback answers in the gateway's words (plain text), as gateways expect. */
const gatewayCallback = (url: string) => /\/notify\//.test(url);

/** The shop's API; logging out goes last, or every later call would be a visitor's. */
function apiRoutes() {
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/admin-api/'))
    .sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
}

function requests(method: string, url: string): InjectOptions[] {
  const m = method as InjectOptions['method'];
  const out: InjectOptions[] = QUERIES.map((q) => ({ method: m, url: `${url}?${q}` }));
  if (method === 'GET') return out;
  const form = 'application/x-www-form-urlencoded';
  for (const payload of FORMS)
    out.push({ method: m, url, headers: { 'content-type': form }, payload });
  for (const payload of JSONS)
    out.push({ method: m, url, headers: { 'content-type': 'application/json' }, payload });
  return out;
}

/** What is wrong with an answer: a 5xx, or an error that is not the envelope; null when fine. */
function wrongAnswer(url: string, res: Awaited<ReturnType<TestApp['app']['inject']>>) {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 100)}`;
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  // A file (a template, an export) is a success; every other answer is the envelope.
  if (!json)
    return res.statusCode >= 400 && !gatewayCallback(url)
      ? `${res.statusCode} ${res.body.slice(0, 100)} (not JSON)`
      : null;
  const body = res.json();
  if (typeof body?.code !== 'number' || typeof body.msg !== 'string' || !('data' in body))
    return `${res.statusCode} ${res.body.slice(0, 100)} (no envelope)`;
  return null;
}

describe('fields named like Object properties', () => {
  it('are answered with the envelope and no 5xx on every route, for every kind of caller', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    const seen = { staff: 0, json: 0, nested: 0 };
    let sent = 0;
    for (const r of routes) {
      for (const actor of actors) {
        if (!r.url.startsWith(actor.area)) continue;
        for (const req of requests(r.method, urlOf(r.url))) {
          const cookie = [actor.headers.cookie, COOKIES].filter(Boolean).join('; ');
          const res = await t.app.inject({
            ...req,
            headers: { ...actor.headers, ...req.headers, cookie },
          });
          sent++;
          if (actor.name === 'staff') seen.staff++;
          if (String(req.headers?.['content-type']).includes('json')) seen.json++;
          if (/\[(constructor|__proto__)\]|"a":\{/.test(`${req.url}${req.payload ?? ''}`))
            seen.nested++;
          const problem = wrongAnswer(r.url, res);
          if (problem)
            wrong.push(
              `${actor.name} ${r.method} ${req.url} ${String(req.payload ?? '').slice(0, 50)}: ${problem}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The walk reached the staff routes, JSON bodies and nested keys, not only the buyers' queries.
    expect(seen.staff).toBeGreaterThan(800);
    expect(seen.json).toBeGreaterThan(500);
    expect(seen.nested).toBeGreaterThan(1000);
    // Nothing reached Object.prototype.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  }, 300_000);

  it('in a path parameter are answered with the envelope and no 5xx', async () => {
    // A parameter looked up in a table (a provider, a size, a page name) must not find Object's own.
    const routes = apiRoutes().filter((r) => r.url.includes(':') || r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of routes)
      for (const actor of actors) {
        if (!r.url.startsWith(actor.area)) continue;
        for (const name of NAMES) {
          const url = urlOf(r.url, name);
          const body =
            r.method === 'GET' || r.method === 'DELETE'
              ? {}
              : { headers: { 'content-type': 'application/json' }, payload: '{}' };
          const res = await t.app.inject({
            method: r.method as InjectOptions['method'],
            url,
            ...body,
            headers: { ...actor.headers, ...body.headers },
          });
          const problem = wrongAnswer(r.url, res);
          if (problem) wrong.push(`${actor.name} ${r.method} ${url}: ${problem}`);
        }
      }
    expect(wrong).toEqual([]);
  }, 300_000);
});
