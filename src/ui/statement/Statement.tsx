import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { transactionCategories, type TransactionCategory, type TransactionRecord } from '../../shared/calls/transactions'
import { quickRangeTimes } from '../bets/betRange'
import { DateRangeFilter, FilterChoice, useRangeFilter } from '../forms/DateRangeFilter'
import { Pager } from '../forms/Pager'
import { RecordList } from '../forms/RecordList'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { Spinner } from '../progress/Spinner'
import { DateTime } from '../forms/DateTime'
import { useMemberQueries } from '../member/useMemberQueries'

const PAGE_SIZE = 20

/** The statement the page first shows (the last 30 days, every type), for its loader. */
export function firstStatementRequest() {
  return { ...quickRangeTimes('last30').times, page: 1, pageSize: PAGE_SIZE }
}

/** Every movement of the member's money and points with the wallet's balance after it, filtered by days and type. */
export function Statement() {
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const [category, setCategory] = useState<TransactionCategory | ''>('')
  const [page, setPage] = useState(1)
  const filter = useRangeFilter('last30', () => setPage(1))
  const { times, error } = filter
  const statement = useQuery(memberQueries.cashier.statement(member.id, { ...times, ...(category ? { category } : {}), page, pageSize: PAGE_SIZE }))
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / PAGE_SIZE)) : 1

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (error) return
    if (page === 1) void statement.refetch()
    else setPage(1)
  }

  const amountOf = (line: TransactionRecord, value: number, signed: boolean) =>
    line.wallet === 'point' ? format.number(value, { signed }) : format.money(value, member.currency, { signed })
  const walletOf = (line: TransactionRecord) =>
    line.wallet === 'platform' ? t('transactions.wallet.platform', { platform: line.platform ?? '' }) : t(`transactions.wallet.${line.wallet}`)

  return (
    <section className="bet-records" aria-labelledby="statement-title">
      <h2 id="statement-title" className="visually-hidden">
        {t('member.account_details.title')}
      </h2>
      <form className="bet-filters" onSubmit={search} noValidate aria-label={t('transactions.filters')}>
        <DateRangeFilter range={filter.range} error={error} onRange={filter.change}>
          <FilterChoice
            label={t('transactions.type_filter')}
            all={t('transactions.all_types')}
            options={transactionCategories}
            optionLabel={(value) => t(`transactions.category.${value}`)}
            value={category}
            onChange={(next) => {
              setCategory(next)
              setPage(1)
            }}
          />
          <button type="submit" className="button">
            {t('bets.search')}
          </button>
        </DateRangeFilter>
      </form>
      {statement.isPending && <Spinner />}
      {statement.data?.total === 0 && <p className="empty">{t('transactions.empty')}</p>}
      {statement.data && statement.data.total > 0 && (
        <>
          <RecordList
            label={t('member.account_details.title')}
            records={statement.data.transactions}
            recordKey={(line) => line.id}
            recordTestId="statement-line"
            columns={[
              { header: t('transactions.column.time'), cell: (line) => <DateTime iso={line.createdAt} /> },
              // A kind another feature adds before its own name is translated reads as its type.
              { header: t('transactions.column.type'), cell: (line) => t([`transactions.kind.${line.kind}`, `transactions.category.${line.category}`]) },
              { header: t('transactions.column.wallet'), cell: walletOf },
              { header: t('transactions.column.amount'), lead: true, numeric: true, className: (line) => (line.amount > 0 ? 'amount-up' : 'amount-down'), cell: (line) => amountOf(line, line.amount, true) },
              { header: t('transactions.column.balance'), numeric: true, cell: (line) => amountOf(line, line.balance, false) },
              { header: t('transactions.column.reference'), className: () => 'transfer-reference', cell: (line) => line.reference ?? '—' },
            ]}
          />
          <Pager label={t('transactions.paging')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  )
}
