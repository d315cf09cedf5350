// Which provider a build talks to, read at build time (README, "Configuration"): the site and the
// service worker send the same host and company code.
export const API_BASE_URL = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '')
export const COMPANY_CODE = import.meta.env.VITE_COMPANY_CODE || 'LH001'
