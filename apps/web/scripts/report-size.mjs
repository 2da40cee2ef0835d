// Prints the gzip size of the JavaScript the home route loads before it can render:
// the index.html entry, its static imports, and the home page chunk with its static
// imports. Fails over the budget so a heavy import cannot slip in unnoticed.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 300 * 1000;
const HOME_ROUTE = 'src/features/catalog/home/HomePage.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the build manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const files = new Set();
collect('index.html', files);
collect(HOME_ROUTE, files);

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  return { file, gzip };
});

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
for (const { file, gzip } of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(gzip).padStart(10)}  ${file}`);
}
console.log(`${kb(total).padStart(10)}  home route initial JS (gzip), budget ${kb(BUDGET_BYTES)}`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
