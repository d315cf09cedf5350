declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** A fixed provider origin for production builds, e.g. https://api.example.com; empty for same origin. */
  readonly VITE_API_HOST?: string
  readonly VITE_COMPANY_CODE?: string
  readonly VITE_APP_ENV?: string
}

/** The part of a locale file beyond the first screen's (localeParts in vite.config.ts). */
declare module '*.json?rest' {
  const messages: Record<string, unknown>
  export default messages
}
