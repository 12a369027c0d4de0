import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './src/build/compressAssets';
import { graphqlDocuments } from './src/build/graphqlDocuments';

// The gateway serves /graphql; in development Vite proxies to it so the session cookie stays same-origin.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

// react-router's package exports only its development build (with dev warnings and checks, ~20 KiB more
// gzipped); its production build sits next to it. Use it for production bundles.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

export default defineConfig(({ command }) => ({
  // compressAssets: .br and .gz beside each built text file, served by the gateway by accept-encoding.
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src', import.meta.url))), react(), compressAssets()],
  resolve: {
    // npm hoisted a React 18 (peer of some libraries) to the root node_modules; one React 19 copy only.
    dedupe: ['react', 'react-dom'],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
          ]
        : [],
  },
  server: {
    // ws: the live order desk's subscriptions (graphql-ws) go through the same path as a WebSocket upgrade.
    proxy: { '/graphql': { target: gateway, changeOrigin: false, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page's routes.tsx loads (web/scripts/bundle-size.mjs measures them).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the login page loads statically goes in one chunk. Left alone, Rolldown cuts it into
          // a dozen pieces shared with the route chunks, and each piece compresses worse on its own.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
}));
