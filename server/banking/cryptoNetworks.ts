// The USDT networks the operator accepts, for deposits (getCryptoList) and withdrawals. USDT amounts
// are integer micro-USDT (six decimals, as on both chains); the member's money is integer minor units.
export interface CryptoNetwork {
  code: 'TRC20' | 'ERC20'
  name: string
  /** micro-USDT per minor unit of the member's currency (USD: 1 cent = 10,000 micro-USDT). */
  microUsdtPerMinor: number
  minimumMinor: number
  confirmations: number
  addressPattern: RegExp
}

export const cryptoNetworks: readonly CryptoNetwork[] = [
  { code: 'TRC20', name: 'Tron (TRC20)', microUsdtPerMinor: 10_000, minimumMinor: 1_000, confirmations: 20, addressPattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  { code: 'ERC20', name: 'Ethereum (ERC20)', microUsdtPerMinor: 10_000, minimumMinor: 5_000, confirmations: 12, addressPattern: /^0x[0-9a-fA-F]{40}$/ },
]

export function cryptoNetworkOf(code: string): CryptoNetwork | undefined {
  return cryptoNetworks.find((network) => network.code === code)
}
