// What main.ts loads once the embedded database has started in its thread: the
// configuration and the app. Built as one CommonJS file (scripts/build-server.mjs) that
// main.ts compiles with V8's code cache (lib/code-cache.ts; issue 23).
export { ConfigError, loadConfig } from './config.ts'
export { buildApp } from './app.ts'
export { useModuleImport } from './lib/import-module.ts'
