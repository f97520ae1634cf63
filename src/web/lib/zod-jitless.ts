// Zod compiles object parsers with `new Function` when it may; before the first parse it
// probes whether it may, and under our CSP (no 'unsafe-eval') the refused probe is reported
// as a violation (Lighthouse's best practices count it) though zod catches it. `jitless`
// skips the probe. Set through zod's own global, before any lazy chunk loads zod: importing
// zod here would put it into the first load.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }
