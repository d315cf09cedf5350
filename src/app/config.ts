// Build-time settings (README, "Configuration").
export const API_BASE_URL = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '')
export const COMPANY_CODE = import.meta.env.VITE_COMPANY_CODE || 'LH001'
export const APP_ENV = import.meta.env.VITE_APP_ENV || 'production'
export const APP_VERSION = __APP_VERSION__
