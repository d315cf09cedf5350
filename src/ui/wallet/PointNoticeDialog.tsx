import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { useFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { CloseDialogButton } from '../dialogs/CloseDialogButton'

/**
 * The point conversion terms, shown before a member's first conversion. Accepting them is kept on
 * the server for the member (a second device does not ask again), and converts the points the
 * member was converting when it opened.
 */
export default function PointNoticeDialog({ props }: DialogComponentProps<'PointNotice'>) {
  const { api, queries, dialogs } = useServices()
  const flows = useFlows()
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  const rate = useQuery(queries.pointRate(member.id))
  const conversion = useFlow(flows.pointTransfer)
  const accept = useMutation({
    mutationFn: () => api.acceptPointTerms(),
    onSuccess: () => {
      if (props?.point) {
        conversion.begin()
        conversion.submit({ point: props.point })
      }
      dialogs.send({ type: 'dialog.close' })
    },
  })

  if (!rate.data) return <Spinner />
  const { point, amount, minimum, step } = rate.data
  const terms = [
    t('points.terms.rate', { point: format.number(point), amount: format.money(amount, member.currency) }),
    t('points.terms.minimum', { minimum: format.number(minimum), step: format.number(step) }),
    t('points.terms.instant'),
    t('points.terms.final'),
    t('points.terms.turnover'),
  ]
  return (
    <div className="form">
      <ul className="terms-list">
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {accept.error && (
        <p className="form-error" role="alert">
          {errorText('back.errorCode.internal_error')}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {props?.point ? t('points.accept_and_convert', { point: format.number(props.point) }) : t('points.accept')}
        </button>
        <CloseDialogButton />
      </div>
    </div>
  )
}
