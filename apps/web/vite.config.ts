import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './build/precompress.ts'

/** In development the API runs separately (apps/server, port 3000); in production it serves this build. */
const API_ORIGIN = 'http://localhost:3000'
const API_PREFIXES = ['/mobile_ws', '/api', '/healthz', '/readyz', '/media']
/** React Aria Components and the packages only it brings. */
const REACT_ARIA =
  /node_modules[\\/](?:react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|use-sync-external-store|client-only)[\\/]/

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render (decision 075) is one self-contained module: nothing to compress,
  // and nothing it imports resolved at run time (@quad/shared is TypeScript source).
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [react(), tailwindcss(), precompress(), serviceWorker()],
  ssr: { noExternal: true },
  // React's production build on the server too, as in the browser it hydrates in.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    // The server reads it to preload the requested page's chunks with the shell (decision 062).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Named vendor chunks: they change less often than app code, so browsers keep them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // React Aria (the menus, decision 020) only in lazy sections: its own chunk, never preloaded.
            { name: 'react-aria', test: REACT_ARIA },
            // DOMPurify stays out: it loads on first need (lib/alerts/sanitize-alert-html.ts).
            // So does TanStack's infinite-query observer: only the lazy notification panel uses it.
            // And check-in's jsQR and idb-keyval (decision 039): only that page, jsQR only on Scan.
            // And date-fns: only lazy sections (the calendar, events, the editor) use it (decision 038).
            // And zod: the shell loads its contracts beside its first call (decision 066).
            // And workbox-window: it registers the service worker once the page is idle (083).
            // And the emoji lists: chat's reaction picker loads them when it opens (086).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!dompurify[\\/]|jsqr[\\/]|idb-keyval[\\/]|@?date-fns[\\/]|zod[\\/]|workbox-window[\\/]|unicode-emoji-json[\\/]|emojilib[\\/])(?!.*(?:infiniteQueryObserver|useInfiniteQuery))/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [
        prefix,
        // The server picks the school from the Host header (north.localhost → north), so keep it.
        { target: API_ORIGIN, changeOrigin: false, ws: prefix === '/api' },
      ]),
    ),
  },
}))

/**
 * The service worker (issue 34, decision 083): `sw/service-worker.ts`, built after the app
 * with the list of the app's files it precaches by version. Quad registers it itself (after
 * first paint, never inside a host's frame) and serves each school's manifest from the
 * server (decision 081), so the plugin writes neither.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The shell a start needs (the page, its stylesheet, the entry and the vendor chunks
      // every page shares), ~150 KB compressed; each section's chunk is kept when first
      // loaded (sw/service-worker.ts), so a phone never fetches the admin console's code.
      // boot.js starts a server-rendered page's modules (decision 075): without it a page the
      // worker kept for reading offline (decision 084) would stay a picture of itself.
      globPatterns: [
        'index.html',
        'boot.js',
        'assets/index-*.{js,css}',
        'assets/{react,vendor,schemas}-*.js',
      ],
    },
  })
}
