import { mkdirSync, writeFileSync } from 'node:fs';
import type { Figures } from './drive.ts';

export type RouteResult = {
  route: string;
  /** The target and whether the shop met it (and answered without errors). */
  target: string;
  met: boolean;
  /** Shop req/s divided by bare req/s. */
  ratio: number;
  shop: Figures & { hitRates: Record<string, number> };
  bare: Figures;
};

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const hits = (rates: Record<string, number>) =>
  Object.entries(rates)
    .map(([name, rate]) => `${name} ${percent(rate)}`)
    .join(', ') || 'none';
const errors = (r: RouteResult) => r.shop.errors + r.bare.errors;
const verdict = (r: RouteResult) => (r.met ? 'ok' : 'MISSED');

/** One route as soon as it is measured. */
export function routeLine(r: RouteResult): string {
  return [
    `${r.route}:`,
    `shop ${int(r.shop.rps)} req/s (p50 ${r.shop.p50} ms, p99 ${r.shop.p99} ms)`,
    `bare ${int(r.bare.rps)} req/s (p50 ${r.bare.p50} ms, p99 ${r.bare.p99} ms)`,
    `ratio ${r.ratio.toFixed(2)}`,
    `cache hits: ${hits(r.shop.hitRates)}`,
    `errors ${errors(r)}`,
    `target ${r.target}: ${verdict(r)}`,
  ].join('\n  ');
}

export function table(results: RouteResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${int(r.shop.rps)} | ${int(r.bare.rps)} | ${r.ratio.toFixed(2)} | ` +
      `${r.shop.p50} / ${r.shop.p99} | ${r.bare.p50} / ${r.bare.p99} | ${hits(r.shop.hitRates)} | ` +
      `${errors(r)} | ${r.target} | ${verdict(r)} |`,
  );
  return [
    '| route | shop req/s | bare req/s | shop/bare | shop p50 / p99 ms | bare p50 / p99 ms | shop cache hits | errors | target | result |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Writes the run to bench/results/ (git-ignored) and returns the file's path. */
export function writeResults(results: RouteResult[], settings: Record<string, unknown>): string {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  const file = new URL(`catalogue-${at.replace(/[:.]/g, '-')}.json`, dir);
  writeFileSync(file, `${JSON.stringify({ at, settings, results }, null, 2)}\n`);
  return file.pathname;
}
