import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // The server serves dist/ under /admin with an index.html fallback.
  base: '/admin/',
  server: {
    port: 5174,
    proxy: { '/admin-api': apiServer, '/img': apiServer },
  },
  preview: { port: 4174 },
  build: {
    // scripts/report-size.mjs reads the manifest to measure the initial JS.
    manifest: true,
    target: 'es2022',
    // antd and ProComponents make big shared chunks, and the chart library one
    // of 1.6 MB that only the 工作台's trend and 统计报表 load, after the page;
    // scripts/report-size.mjs guards what a first visit loads instead (a
    // warning on every build read as a failure to newcomers).
    chunkSizeWarningLimit: 1800,
  },
});
