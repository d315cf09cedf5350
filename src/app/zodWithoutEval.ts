// Zod compiles object parsers with `new Function` where it may, and finds out whether it may by
// trying once. Under the site's Content-Security-Policy (no 'unsafe-eval') that try is refused and
// reported as a violation (securitypolicyviolation; Firefox logs it as an error) on every page that
// loads the form rules. Jitless, zod neither tries nor compiles.
// Zod loads later, in the rules' chunk, and keeps its settings in this global object (shared by
// every copy of it loaded, zod#5889), so the setting is made here without bringing zod into the
// first script: `z.config()` from the entry moved 3.7 KiB gzip of zod into it.
import type { $ZodConfig } from 'zod/v4/core'

const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig }
zodGlobal.__zod_globalConfig ??= {}
zodGlobal.__zod_globalConfig.jitless = true
