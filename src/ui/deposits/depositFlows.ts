// Which flow files a deposit on each channel, and the one type the deposit dialogs read it through.
import type { DepositChannel, DepositOrder } from '../../shared/calls/deposits'
import type { RequestOf } from '../../shared/contract'
import type { Flows } from '../../app/flows'
import type { FlowView } from '../flows/useFlow'

/** A filing as the deposit form makes it: each channel's call takes its own fields. */
export type ChannelFiling =
  | { channel: 'bank_transfer'; values: RequestOf<'memberPasswordDeposit'> }
  | { channel: 'vip'; values: RequestOf<'memberVipDeposit'> }
  | { channel: 'offline'; values: RequestOf<'memberOfflineDeposit'> }
  | { channel: 'usdt'; values: RequestOf<'memberCryptoDeposit'> }

/** Hands the filing to its channel's flow, which asks for the confirmation before sending it. */
export function fileDeposit(flows: Flows, filing: ChannelFiling) {
  switch (filing.channel) {
    case 'bank_transfer':
      return flows.depositBank.send({ type: 'flow.submit', values: filing.values })
    case 'vip':
      return flows.depositVip.send({ type: 'flow.submit', values: filing.values })
    case 'offline':
      return flows.depositOffline.send({ type: 'flow.submit', values: filing.values })
    case 'usdt':
      return flows.depositCrypto.send({ type: 'flow.submit', values: filing.values })
  }
}

/** The channel's filing flow, read alike whatever the channel (every one answers a DepositOrder). */
export function depositFlowOf(flows: Flows, channel: DepositChannel): FlowView<ChannelFiling['values'], DepositOrder> {
  const byChannel = { bank_transfer: flows.depositBank, offline: flows.depositOffline, vip: flows.depositVip, usdt: flows.depositCrypto }
  return byChannel[channel]
}

/** micro-USDT as a decimal string with the six places trimmed of trailing zeros (at least two kept). */
export function usdtText(microUsdt: number): string {
  const whole = Math.floor(microUsdt / 1_000_000)
  const fraction = String(microUsdt % 1_000_000).padStart(6, '0').replace(/0{1,4}$/, '')
  return `${whole.toLocaleString('en-US')}.${fraction.padEnd(2, '0')}`
}
