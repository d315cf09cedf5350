import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'
import { cryptoNetworkOf, cryptoNetworks } from '../banking/cryptoNetworks'
import { PAYMENT_WINDOW_MS, usdtAddresses } from '../deposits/channels'
import { depositInfo } from '../deposits/depositInfo'
import { cancelOwnDeposit, replaceDepositReceipt, updateDepositPayment } from '../deposits/memberActions'
import { depositOrderOf, fileDepositOrder, requireCardHolder } from '../deposits/orders'
import { requestLanguage } from '../content/translated'
import { receivingAccountFor } from '../deposits/receivingAccounts'
import { defineRoute } from '../http/defineRoute'
import { ApiError } from '../http/errors'
import { recheckPassword } from '../members/passwordRecheck'
import { checkImage, storeImage } from '../members/images'

// The deposit calls (DECISIONS.md, "Deposits"). Every filing goes through fileDepositOrder, which
// holds the rules every channel shares; the handlers check the channel's own facts first.

export async function depositRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, config } = context

  defineRoute(app, context, 'getMemberDepositInfo', async ({ input, session }) => depositInfo(db, session.memberId, input, config.now()))

  // The receiving account is shown only after the password is checked again, throttled like a login.
  defineRoute(app, context, 'memberPasswordGetBankInfo', async ({ input, session, request }) => {
    await recheckPassword(context, { memberId: session.memberId, password: input.password, ip: request.ip, event: 'deposit.bankInfo', log: request.log })
    return receivingAccountFor(db, 'bank_transfer', session.memberId, config.now(), requestLanguage(request.headers))
  })

  defineRoute(app, context, 'memberPasswordDeposit', async ({ input, session, trx, request }) => {
    const at = config.now()
    await requireCardHolder(trx, session.memberId, input.depositorName)
    const account = await receivingAccountFor(trx, 'bank_transfer', session.memberId, at, requestLanguage(request.headers))
    const order = await fileDepositOrder(trx, config, {
      memberId: session.memberId, channel: 'bank_transfer', amount: input.amount, status: 'submitted',
      details: { depositorName: input.depositorName, account: { ...account } },
      couponId: input.couponId,
      at,
    })
    return depositOrderOf(order)
  })

  // Offline payments are made at a counter or an ATM under whatever name the payer gives; the
  // operator compares it with the card holder when reviewing (the demo operator rejects a mismatch).
  defineRoute(app, context, 'memberOfflineDeposit', async ({ input, session, trx }) => {
    const at = config.now()
    if (Date.parse(input.paidAt) > at.getTime()) throw new ApiError(400, 'field_invalid', { field: 'paidAt' })
    const receipt = checkImage(input.receipt, 'receipt')
    const order = await fileDepositOrder(trx, config, {
      memberId: session.memberId, channel: 'offline', amount: input.amount, status: 'submitted',
      details: { depositorName: input.depositorName, paidAt: new Date(input.paidAt).toISOString(), receiptId: await storeImage(trx, session.memberId, receipt, at) },
      couponId: input.couponId,
      at,
    })
    return depositOrderOf(order)
  })

  defineRoute(app, context, 'memberDepositUploadReceipt', async ({ input, session, trx }) => {
    const receipt = checkImage(input.receipt, 'receipt')
    return depositOrderOf(await replaceDepositReceipt(trx, session.memberId, input.reference, receipt, config.now()))
  })

  defineRoute(app, context, 'memberVipDeposit', async ({ input, session, trx, request }) => {
    const at = config.now()
    await requireCardHolder(trx, session.memberId, input.depositorName)
    const account = await receivingAccountFor(trx, 'vip', session.memberId, at, requestLanguage(request.headers))
    const order = await fileDepositOrder(trx, config, {
      memberId: session.memberId, channel: 'vip', amount: input.amount, status: 'awaiting_payment',
      details: { depositorName: input.depositorName, account: { ...account }, expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MS.vip).toISOString() },
      couponId: input.couponId,
      at,
    })
    return depositOrderOf(order)
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

  defineRoute(app, context, 'memberCryptoDeposit', async ({ input, session, trx }) => {
    const at = config.now()
    const network = cryptoNetworkOf(input.network)
    if (!network) throw new ApiError(400, 'deposit_unknown_network', { field: 'network' })
    const order = await fileDepositOrder(trx, config, {
      memberId: session.memberId, channel: 'usdt', amount: input.amount, status: 'awaiting_payment',
      details: {
        network: network.code,
        address: usdtAddresses[network.code],
        microUsdt: input.amount * network.microUsdtPerMinor,
        expiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MS.usdt).toISOString(),
      },
      couponId: input.couponId,
      at,
    })
    return depositOrderOf(order)
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
