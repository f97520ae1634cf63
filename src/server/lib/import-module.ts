/**
 * import() of an ES module outside the server's code (the prerender bundle, by its file's
 * URL; PGlite in memory, by its package's name, found from main.js built). Built, the
 * server's code runs as a script compiled through V8's code cache (lib/code-cache.ts),
 * where import() works only through a Node feature still experimental in Node 20: main.ts,
 * an ES module itself, lends its own import() instead (useModuleImport).
 */
let importer = (url: string): Promise<unknown> => import(url)

export const importModule = (url: string): Promise<unknown> => importer(url)

export function useModuleImport(moduleImport: (url: string) => Promise<unknown>): void {
  importer = moduleImport
}
