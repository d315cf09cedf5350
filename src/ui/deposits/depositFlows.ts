// Which flow files a deposit on each channel, and the one shape the deposit dialogs read its values in.
import type { DepositChannel, DepositOrder } from '../../shared/calls/deposits'
import type { ImageUpload } from '../../shared/calls/uploads'
import type { Flows } from '../../app/flows'
import type { RechargeBlock } from '../../machines/dialogs/types'
import type { FlowActor } from '../flows/useFlow'

/** Every field any channel's filing has; each channel's flow takes the ones its call asks for. */
export interface DepositValues {
  amount: number
  depositorName?: string
  paidAt?: string
  receipt?: ImageUpload
  network?: string
  /** A deposit coupon the member holds, credited with the deposit's approval. */
  couponId?: number
}

/**
 * The channel's filing flow. The four calls' requests are each a subset of DepositValues and each
 * answers a DepositOrder, so the dialogs handle them alike; the form sends each only its own fields.
 */
export function depositFlowOf(flows: Flows, channel: DepositChannel): FlowActor<DepositValues, DepositOrder> {
  const byChannel = { bank_transfer: flows.depositBank, offline: flows.depositOffline, vip: flows.depositVip, usdt: flows.depositCrypto }
  return byChannel[channel] as unknown as FlowActor<DepositValues, DepositOrder>
}

/** Quick amounts per channel, in major units of the member's currency. */
export const quickAmounts: Record<DepositChannel, number[]> = {
  bank_transfer: [10, 50, 100, 500],
  offline: [10, 50, 100, 500],
  vip: [1_000, 5_000, 10_000],
  usdt: [10, 50, 100, 500],
}

/** Refusals that mean no deposit can start now (the last two come from responsible gaming). */
export function blockOf(code: string, values: Record<string, string | number>): { reason: RechargeBlock; reference?: string; resetsAt?: string; until?: string } | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const withValue = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, string>))
  switch (code) {
    case 'deposit_open_order':
      return { reason: 'open_order', ...withValue('reference', text(values.reference)) }
    case 'deposit_channel_closed':
    case 'deposit_vip_level_required':
      return { reason: 'channel_closed' }
    case 'deposit_limit_reached':
      return { reason: 'deposit_limit_reached', ...withValue('resetsAt', text(values.resetsAt)) }
    case 'account_excluded':
      return { reason: 'account_excluded', ...withValue('until', text(values.until)) }
    default:
      return null
  }
}

/** micro-USDT as a decimal string with the six places trimmed of trailing zeros (at least two kept). */
export function usdtText(microUsdt: number): string {
  const whole = Math.floor(microUsdt / 1_000_000)
  const fraction = String(microUsdt % 1_000_000).padStart(6, '0').replace(/0{1,4}$/, '')
  return `${whole.toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`
}
