// Prints the gzip size of the JavaScript each entry route loads before it can render:
// the index.html entry, its static imports, and the route's lazy chunks (layout, page)
// with their static imports. Fails over the budget so a heavy import cannot slip in unnoticed.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 451 KB since 2026-11-28: the 工作台 was 75 bytes under 450 KB and its figures for
// group-buy and points orders took 107 (docs/decisions/2026-11-28-dashboard-counts.md).
const BUDGET_BYTES = 451 * 1000;
const ROUTES = {
  '/admin/login': ['src/features/auth/LoginPage.tsx'],
  '/admin (工作台)': ['src/layout/AdminLayout.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the build manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
let failed = false;
for (const [route, chunks] of Object.entries(ROUTES)) {
  const files = new Set();
  collect('index.html', files);
  for (const chunk of chunks) collect(chunk, files);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  console.log(`${kb(total).padStart(10)}  ${route} initial JS (gzip, ${files.size} files)`);
  if (total > BUDGET_BYTES) {
    console.error(
      `${route} is over the ${kb(BUDGET_BYTES)} budget by ${kb(total - BUDGET_BYTES)}.`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
