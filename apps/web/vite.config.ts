import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // The server serves dist/ at the site root with an index.html fallback.
  base: '/',
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/img': apiServer },
  },
  build: {
    // scripts/report-size.mjs reads the manifest to measure the home route's initial JS.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React, its router and the query cache in a chunk of their own: every
        // page needs them, they change less often than the shop's code, and the
        // browser fetches them in parallel with the rest.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
