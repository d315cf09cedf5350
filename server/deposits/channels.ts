import { VIP_DEPOSIT_LEVEL, type DepositChannel, type DepositChannelInfo } from '../../src/shared/calls/deposits'
import { cryptoNetworks, type CryptoNetwork } from '../banking/cryptoNetworks'

// Each channel's amount range in minor units of the member's currency (DECISIONS.md, "Deposits"):
// the VIP channel starts at 1,000.00 and only for VIP level 2 and up; a USDT order starts at the
// chosen network's minimum.

const channelLimits: Record<DepositChannel, { min: number; max: number }> = {
  bank_transfer: { min: 1_000, max: 1_000_000 },
  offline: { min: 1_000, max: 500_000 },
  vip: { min: 100_000, max: 10_000_000 },
  usdt: { min: Math.min(...cryptoNetworks.map((network) => network.minimumMinor)), max: 2_000_000 },
}

/** How long a member has to pay an order that waits for their payment. */
export const PAYMENT_WINDOW_MS: Record<'vip' | 'usdt', number> = { vip: 24 * 3_600_000, usdt: 30 * 60_000 }

/** The operator's USDT receiving address on each network. */
export const usdtAddresses: Record<CryptoNetwork['code'], string> = {
  TRC20: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
}

export function channelsFor(vipLevel: number): DepositChannelInfo[] {
  return (Object.keys(channelLimits) as DepositChannel[]).map((channel) => ({
    channel,
    ...channelLimits[channel],
    open: channel !== 'vip' || vipLevel >= VIP_DEPOSIT_LEVEL,
  }))
}

/** The range an amount must fall in: the channel's, raised to the network's minimum for USDT. */
export function amountRange(channel: DepositChannel, network?: CryptoNetwork): { min: number; max: number } {
  const limits = channelLimits[channel]
  return network ? { min: Math.max(limits.min, network.minimumMinor), max: limits.max } : limits
}
