import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { cryptoNetworkOf, cryptoNetworks } from '../banking/cryptoNetworks'
import { PAYMENT_WINDOW_MS, usdtAddresses } from '../deposits/channels'
import { depositInfo } from '../deposits/depositInfo'
import { cancelOwnDeposit, replaceDepositReceipt, updateDepositPayment } from '../deposits/memberActions'
import { depositOrderOf, fileDepositOrder, requireCardHolder, type NewDepositOrder } from '../deposits/orders'
import { requestLanguage } from '../content/translated'
import { receivingAccountFor } from '../deposits/receivingAccounts'
import { defineRoute, type RouteCall } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { recheckPassword } from '../members/passwordRecheck'
import { checkImage, storeImage } from '../members/images'

// The deposit calls (DECISIONS.md, "Deposits"). Every filing goes through fileDepositOrder, which
// holds the rules every channel shares; the handlers check the channel's own facts first.

/** The calls that file a new deposit order. */
type FilingCall = 'memberPasswordDeposit' | 'memberOfflineDeposit' | 'memberVipDeposit' | 'memberCryptoDeposit'

export async function depositRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberDepositInfo', async ({ input, session }) => depositInfo(db, session.memberId, input, config.now()))

  // The receiving account is shown only after the password is checked again, throttled like a login.
  defineRoute(app, context, 'memberPasswordGetBankInfo', async ({ input, session, request }) => {
    await recheckPassword(context, { memberId: session.memberId, password: input.password, ip: request.ip, event: 'deposit.bankInfo', log: request.log })
    return receivingAccountFor(db, 'bank_transfer', session.memberId, config.now(), requestLanguage(request.headers))
  })

  /** Files the member's order for the amount and coupon they chose, and answers with it. */
  async function file({ input, session, trx }: RouteCall<FilingCall>, order: Pick<NewDepositOrder, 'channel' | 'status' | 'details' | 'at'>) {
    return depositOrderOf(await fileDepositOrder(trx, config, { memberId: session.memberId, amount: input.amount, couponId: input.couponId, ...order }))
  }

  // Bank transfer and VIP deposits are paid by the card holder into the receiving account shown to them.
  // A bank transfer is submitted as it is filed; a VIP order waits for its payment for a window.
  const depositToAccount = (channel: 'bank_transfer' | 'vip') => async (call: RouteCall<'memberPasswordDeposit' | 'memberVipDeposit'>) => {
    const { input, session, trx, request } = call
    const at = config.now()
    await requireCardHolder(trx, session.memberId, input.depositorName)
    const account = await receivingAccountFor(trx, channel, session.memberId, at, requestLanguage(request.headers))
    const details = { depositorName: input.depositorName, account: { ...account } }
    if (channel === 'bank_transfer') return file(call, { channel, status: 'submitted', details, at })
    return file(call, { channel, status: 'awaiting_payment', details: { ...details, expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MS.vip).toISOString() }, at })
  }

  defineRoute(app, context, 'memberPasswordDeposit', depositToAccount('bank_transfer'))
  defineRoute(app, context, 'memberVipDeposit', depositToAccount('vip'))

  // Offline payments are made at a counter or an ATM under whatever name the payer gives; the
  // operator compares it with the card holder when reviewing (the demo operator rejects a mismatch).
  defineRoute(app, context, 'memberOfflineDeposit', async (call) => {
    const { input, session, trx } = call
    const at = config.now()
    if (Date.parse(input.paidAt) > at.getTime()) throw new ApiError(400, 'field_invalid', { field: 'paidAt' })
    const receipt = checkImage(input.receipt, 'receipt')
    return file(call, {
      channel: 'offline', status: 'submitted', at,
      details: { depositorName: input.depositorName, paidAt: new Date(input.paidAt).toISOString(), receiptId: await storeImage(trx, session.memberId, receipt, at) },
    })
  })

  defineRoute(app, context, 'memberDepositUploadReceipt', async ({ input, session, trx }) => {
    const receipt = checkImage(input.receipt, 'receipt')
    return depositOrderOf(await replaceDepositReceipt(trx, session.memberId, input.reference, receipt, config.now()))
  })

  defineRoute(app, context, 'editMemberVipDepositStatus', async ({ input, session, trx }) => {
    const order = await updateDepositPayment(trx, config, { memberId: session.memberId, channel: 'vip', reference: input.reference, action: input.action, at: config.now() })
    return depositOrderOf(order)
  })

  defineRoute(app, context, 'cancelMemberDeposit', async ({ input, session, trx }) =>
    depositOrderOf(await cancelOwnDeposit(trx, session.memberId, input.reference, config.now())),
  )

  defineRoute(app, context, 'getCryptoList', async () => ({
    networks: cryptoNetworks.map((network) => ({
      code: network.code,
      name: network.name,
      rate: network.microUsdtPerMinor,
      minimum: network.minimumMinor,
      confirmations: network.confirmations,
    })),
  }))

  defineRoute(app, context, 'memberCryptoDeposit', async (call) => {
    const at = config.now()
    const network = cryptoNetworkOf(call.input.network)
    if (!network) throw new ApiError(400, 'deposit_unknown_network', { field: 'network' })
    return file(call, {
      channel: 'usdt', status: 'awaiting_payment', at,
      details: {
        network: network.code,
        address: usdtAddresses[network.code],
        microUsdt: call.input.amount * network.microUsdtPerMinor,
        expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MS.usdt).toISOString(),
      },
    })
  })

  defineRoute(app, context, 'editMemberUSDTDepositStatus', async ({ input, session, trx }) => {
    const order = await updateDepositPayment(trx, config, {
      memberId: session.memberId, channel: 'usdt', reference: input.reference, action: input.action,
      ...(input.transactionHash ? { transactionHash: input.transactionHash } : {}),
      at: config.now(),
    })
    return depositOrderOf(order)
  })
}
