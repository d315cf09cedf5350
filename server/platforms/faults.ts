// DEMO_PLATFORM_FAULTS makes chosen demo platforms misbehave, so the pending and failed paths of a
// transfer (and a refused launch) are real: e.g. `jili=timeout,pg-soft=fail,cq9=maintenance`.

const platformFaults = {
  /** The platform takes every transfer but its answer never arrives: pending, then completed by reconciliation. */
  timeout: 'timeout',
  /** No transfer reaches the platform and no answer comes: pending, then reversed by reconciliation. */
  lost: 'lost',
  /** The platform refuses every transfer: failed at once, nothing moves. */
  fail: 'fail',
  /** The platform is under maintenance: launches and transfers are refused. */
  maintenance: 'maintenance',
} as const
export type PlatformFault = keyof typeof platformFaults

function isFault(value: string): value is PlatformFault {
  return Object.hasOwn(platformFaults, value)
}

/** Parses `slug=fault,slug=fault`; throws on anything else, so a typo does not silently do nothing. */
export function parsePlatformFaults(raw: string | undefined): Readonly<Record<string, PlatformFault>> {
  const faults: Record<string, PlatformFault> = {}
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [slug, fault, ...rest] = part.split('=').map((p) => p.trim())
    if (!slug || !fault || rest.length > 0 || !/^[a-z0-9-]+$/.test(slug) || !isFault(fault)) {
      throw new Error(`DEMO_PLATFORM_FAULTS: "${part}" is not <platform>=${Object.keys(platformFaults).join('|')}`)
    }
    faults[slug] = fault
  }
  return faults
}
