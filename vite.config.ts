import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

// The client lives in src/web; the server serves dist/web in production and
// `npm run dev` runs this dev server with the API proxied to the Fastify process.
// `vite build --ssr prerender.tsx` builds the server's page renderer into dist/ssr
// (docs/decisions/018); npm packages stay external, the server has them installed.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        sourcemap: false,
        // Images as the client build links them (assets/name-hash.ext), not inlined, so
        // the markup hydrates as rendered.
        assetsInlineLimit: 0,
        // The files are imported by name at run time, not served: no hashes needed.
        rollupOptions: { output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        // No inline module-preload polyfill: the CSP forbids inline scripts.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
        // Everything the first load needs in one chunk, not the entry plus the pieces lazy
        // pages share with it: 3-4 requests and ~7 KB less on every first visit (issue 23).
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
}))
