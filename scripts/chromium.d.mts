// Types of chromium.mjs for playwright.config.ts and the tests.
export declare const INSTALL_COMMAND: string
export declare function findChromium(): string | null
export declare function ensureChromium(): string | null
