import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BetRecord } from '../../shared/calls/bets'
import { useServices } from '../../app/services'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { BetFilters, type StatusFilter } from './BetFilters'
import { BetRecordTable, type BetActions } from './BetRecordTable'
import { CancelBetConfirm } from './CancelBetConfirm'
import { quickRangeTimes } from './betRange'
import { useRangeFilter } from '../forms/DateRangeFilter'
import { useFlows } from '../flows/useFlows'
import { Pager } from '../forms/Pager'
import { Spinner } from '../progress/Spinner'
import { useMemberQueries } from '../member/useMemberQueries'

const PAGE_SIZE = 20

/** The records the page first shows (the last seven days, every status), for its loader. */
export function firstRecordsRequest() {
  return { ...quickRangeTimes('last7').times, page: 1, pageSize: PAGE_SIZE }
}

/** The member's betting records: the filters as typed, and the last valid filters' answer. */
export function BetRecords() {
  const { queries, dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const { member } = useMember()
  const offers = useQuery(queries.play.uploadOffers(member.id))
  const cancel = useBegunFlow(flows.cancelBet)
  const [cancelling, setCancelling] = useState<BetRecord | null>(null)
  const [status, setStatus] = useState<StatusFilter>('')
  const [page, setPage] = useState(1)

  const filter = useRangeFilter('last7', () => setPage(1))
  const { times, error } = filter
  const records = useQuery(memberQueries.bets.records(member.id, { ...times, ...(status ? { status } : {}), page, pageSize: PAGE_SIZE }))
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / PAGE_SIZE)) : 1

  const now = Date.now()
  const actions: BetActions = {
    uploadable: (record) =>
      record.status === 'settled' &&
      record.settledAt !== null &&
      (offers.data?.offers ?? []).some(
        (offer) => record.payout >= offer.minMultiple * record.stake && now - Date.parse(record.settledAt ?? '') <= offer.withinDays * 86_400_000,
      ),
    onCancel: (record) => {
      setCancelling(record)
      cancel.begin()
      cancel.submit({ betId: record.id })
    },
    onUpload: (record) =>
      dialogs.send({ type: 'dialog.open', name: 'UploadBettingPop', props: { betId: record.id, game: record.game, stake: record.stake, payout: record.payout } }),
    busy: cancel.busy || cancel.step === 'confirming',
  }

  // The list already follows every valid change; searching again fetches the first page afresh.
  const search = () => {
    if (error) return
    if (page === 1) void records.refetch()
    else setPage(1)
  }

  return (
    <section className="bet-records" aria-labelledby="bet-records-title">
      <h2 id="bet-records-title" className="visually-hidden">
        {t('member.betting_details.title')}
      </h2>
      <BetFilters
        range={filter.range}
        status={status}
        error={error}
        onRange={filter.change}
        onStatus={(next) => {
          setStatus(next)
          setPage(1)
        }}
        onSearch={search}
      />
      {cancelling && <CancelBetConfirm bet={cancelling} flow={cancel} currency={member.currency} onDismiss={() => setCancelling(null)} />}
      {records.isPending && <Spinner />}
      {records.data?.total === 0 && <p className="empty">{t('bets.empty')}</p>}
      {records.data && records.data.total > 0 && (
        <>
          <BetRecordTable list={records.data} currency={member.currency} actions={actions} />
          <Pager label={t('bets.paging')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
