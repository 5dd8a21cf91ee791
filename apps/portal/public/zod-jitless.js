// Zod 4 builds fast parsers with `new Function` and probes for it with `Function('')` when its
// first object schema is made; the portal's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval') blocks that and reports a violation. Zod reads this setting when it loads, so it
// must be set before any module runs: a classic script, which the browser runs before modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
