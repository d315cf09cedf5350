// What the site does with each live member event: the header and open pages show the new balance,
// points and unread counts at once, the lists a request belongs to are read again, and the member
// is told what the operator decided.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import type { ActorRefFrom } from 'xstate'
import type { MemberFact } from '../shared/calls/memberFacts'
import type { MemberEvent } from '../shared/calls/events'
import type { RequestUpdate } from '../shared/calls/events'
import type { RequestKind } from '../shared/calls/requests'
import type { Queries } from '../api/queries'
import { htmlLang, isLanguage } from '../shared/languages'
import type { SessionMachine } from '../machines/session/machine'
import type { ToastMessage, ToastType } from '../machines/toasts/types'
import { formatMoney } from '../shared/money'

const requestFacts: Record<RequestKind, MemberFact[]> = {
  // A decided deposit may credit its coupon's bonus or give the coupon back.
  deposit: ['deposits', 'transactions', 'limits', 'coupons'],
  withdrawal: ['withdrawals', 'transactions'],
  platform_transfer: ['platforms', 'transactions'],
  coupon: ['coupons', 'transactions'],
  bet_upload: ['bets'],
  inquiry: ['inquiries'],
  // The status shows on the account (member info) and sets what the withdrawal page allows.
  verification: ['memberInfo', 'withdrawals'],
}

/** The decisions a member hears of as they happen (each has `requests.update.<kind>.<status>`). */
const announced: Partial<Record<string, ToastType>> = {
  'deposit.approved': 'success',
  'deposit.rejected': 'error',
  'deposit.expired': 'info',
  'withdrawal.paid': 'success',
  'withdrawal.rejected': 'error',
  'platform_transfer.completed': 'success',
  'platform_transfer.failed': 'error',
  'coupon.credited': 'success',
  'coupon.rejected': 'error',
  'bet_upload.approved': 'success',
  'bet_upload.rejected': 'error',
  'inquiry.answered': 'info',
  'verification.verified': 'success',
  'verification.rejected': 'error',
}

export interface DeliveryDependencies {
  queryClient: QueryClient
  queries: Queries
  session: ActorRefFrom<SessionMachine>
  i18n: i18n
  refresh: (facts: readonly MemberFact[]) => void
  announce: (toast: ToastMessage) => void
}

export function createEventDelivery({ queryClient, queries, session, i18n, refresh, announce }: DeliveryDependencies) {
  function decision(request: RequestUpdate, currency: string): ToastMessage | null {
    const type = announced[`${request.kind}.${request.status}`]
    if (!type) return null
    const locale = isLanguage(i18n.language) ? htmlLang[i18n.language] : 'en-US'
    return {
      type,
      msg: `requests.update.${request.kind}.${request.status}`,
      values: {
        reference: request.reference,
        amount: formatMoney(request.amount, currency, locale),
        reason: request.reason ? i18n.t(`requests.reason.${request.reason}`) : '',
      },
    }
  }

  /** The last figure pushed for each query, by its hash. */
  const pushed = new Map<string, unknown>()

  /** A read of the figure still on its way (one a refused transfer asked for, say) may answer after
   *  the push with the older figure: once it settles, the pushed one is put back unless a newer came.
   *  Not cancelled instead: a page loading may be waiting on that read. */
  function showLatest(queryKey: QueryKey, value: unknown) {
    const hash = hashKey(queryKey)
    pushed.set(hash, value)
    queryClient.setQueryData(queryKey, value)
    const putBack = () => {
      if (pushed.get(hash) === value) queryClient.setQueryData(queryKey, value)
    }
    const query = queryClient.getQueryCache().find({ queryKey, exact: true })
    if (query?.state.fetchStatus === 'fetching') void query.promise?.then(putBack, putBack)
  }

  return (event: MemberEvent) => {
    const member = session.getSnapshot().context.member
    if (!member) return
    switch (event.type) {
      case 'balance':
        showLatest(queries.balance(member.id).queryKey, { balance: event.balance })
        refresh(['transactions'])
        break
      case 'points':
        showLatest(queries.point(member.id).queryKey, { point: event.point })
        refresh(['transactions'])
        break
      case 'unread':
        session.send({ type: 'session.unread', member: event.member, service: event.service })
        refresh(['messages', 'inquiries'])
        break
      case 'request': {
        refresh(requestFacts[event.request.kind])
        const toast = decision(event.request, member.currency)
        if (toast) announce(toast)
        break
      }
    }
  }
}
