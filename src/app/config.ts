// Build-time settings (README, "Configuration"); the provider's host and company code are in
// src/shared/provider.ts, which the service worker reads too.
export const APP_ENV = import.meta.env.VITE_APP_ENV || 'production'
export const APP_VERSION = __APP_VERSION__
