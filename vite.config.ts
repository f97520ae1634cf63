import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { Alias, Plugin } from 'vite'

// The browser and the prerenderer run Preact through preact/compat, not React: react-dom
// alone was 55 of the first load's 112 KB (docs/decisions/020). The code and its libraries
// (react-router, TanStack Query, react-hook-form) still import `react`; these send every
// such import to Preact. Exact matches only, so `react-router` and the like are untouched.
// vitest.config.ts applies the same to the unit tests, so they test what ships.
export const reactToPreact: Alias[] = Object.entries({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement }))

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`) at the top of the first-load
 * chunk: V8 compiles all its functions as the chunk streams in, on a background thread,
 * instead of each one on the main thread the first time it runs, which was about a third of
 * a prerendered page's hydration (decision 020's addendum "hydration in several tasks").
 * The comment only counts as the file's first line, so it goes in after Vite has put its
 * preload map there.
 */
const compileHint: Plugin = {
  name: 'first-load-compile-hint',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry) {
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`
        }
      }
    },
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  // Fast Refresh is React's own: under Preact an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), ...(isSsrBuild ? [] : [compileHint])],
  resolve: { alias: reactToPreact },
  // Bundle the libraries into the prerenderer too (they import `react`, which must be the
  // same Preact the components use, and Node would otherwise load React from node_modules).
  ssr: { noExternal: true },
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
        // No inline module-preload polyfill: the CSP forbids inline scripts. A lazy page's
        // chunks are not preloaded: the helper added a <link rel=modulepreload> per chunk the
        // page imports, some 15 DOM insertions that held a phone's main thread for ~100 ms
        // while a prerendered page hydrated (Lighthouse's total blocking time, issue 23); the
        // browser fetches them as the page's chunk names them. A form's code, wanted later and
        // off that path, still has its chunks fetched at once.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (chunk, dependencies) =>
            /(^|\/)[\w-]+-page-[\w-]+\.js$/.test(chunk) ? [] : dependencies,
        },
        assetsInlineLimit: 0,
        // Everything the first load needs in one chunk, not the entry plus the pieces lazy
        // pages share with it: 3-4 requests and ~7 KB less on every first visit (issue 23).
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
          },
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
