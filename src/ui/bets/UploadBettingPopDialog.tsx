import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImageUpload } from '../../shared/calls/uploads'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { ImageField } from '../forms/ImageField'
import { useMember } from '../member/useMember'
import { StatusBadge } from '../forms/StatusBadge'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/** Sends a winning bet and a screenshot of it to a promotion that asks for one; the member follows its status in the records. */
export default function UploadBettingPopDialog({ props }: DialogComponentProps<'UploadBettingPop'>) {
  const { queries } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const id = useId()
  const offers = useQuery(queries.play.uploadOffers(member.id))
  const upload = useBegunFlow(flows.uploadBet)
  const [promotion, setPromotion] = useState('')
  const [screenshot, setScreenshot] = useState<ImageUpload | null>(null)
  const [checked, setChecked] = useState(false)

  if (!offers.data) return <Spinner />
  const money = (minor: number) => format.money(minor, member.currency)
  const chosen = offers.data.offers.find((offer) => offer.promotion === (promotion || offers.data.offers[0]?.promotion))

  // The flow serves one bet at a time; its answer belongs to the bet it sent.
  if (upload.step === 'done' && upload.result && upload.values?.betId === props.betId) {
    return (
      <div className="form">
        <p role="status">
          <StatusBadge kind="bet_upload" status={upload.result.status} />{' '}
          {t('uploads.sent', { reference: upload.result.reference, reward: money(upload.result.reward) })}
        </p>
        {upload.recovered && <p role="status">{t('flow.recovered')}</p>}
        {/* The form that had focus is gone; focus goes to what comes next. */}
        <CloseDialogButton primary autoFocus />
      </div>
    )
  }

  const screenshotError = checked && !screenshot ? errorText('back.errorCode.field_required', { field: 'screenshot' }) : undefined
  const serverError = upload.error?.errorValues.field === 'screenshot' ? errorText(`back.errorCode.${upload.error.errorMessage}`, upload.error.errorValues) : undefined
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (!chosen || !screenshot || upload.busy) return
    upload.submit({ betId: props.betId, promotion: chosen.promotion, screenshot })
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p>{t('uploads.bet', { game: props.game, stake: money(props.stake), payout: money(props.payout) })}</p>
      {offers.data.offers.length === 0 ? (
        <p className="empty">{t('uploads.no_offers')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-promotion`}>{t('field.promotion')}</label>
            <select id={`${id}-promotion`} value={chosen?.promotion ?? ''} aria-describedby={`${id}-conditions`} onChange={(e) => setPromotion(e.target.value)}>
              {offers.data.offers.map((offer) => (
                <option key={offer.promotion} value={offer.promotion}>
                  {offer.title}
                </option>
              ))}
            </select>
            {chosen && (
              <p id={`${id}-conditions`} className="hint">
                {t('uploads.conditions', { multiple: chosen.minMultiple, days: chosen.withinDays, percent: chosen.rewardPercent, max: money(chosen.rewardMax) })}
              </p>
            )}
          </div>
          <ImageField name="screenshot" value={screenshot} onChange={setScreenshot} error={screenshotError ?? serverError} required />
        </>
      )}
      {!serverError && <FormError error={upload.error} />}
      <FlowNotice step={upload.step} recovered={upload.recovered} onCheck={upload.check} />
      <div className="button-row">
        <button type="submit" className="button" disabled={upload.busy || !chosen}>
          {t('uploads.submit')}
        </button>
        <CloseDialogButton />
      </div>
    </form>
  )
}
