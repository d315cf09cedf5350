import { useTranslation } from 'react-i18next'
import type { SignInList } from '../../shared/calls/activity'
import { useFlows } from '../flows/useFlows'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useFormat } from '../useFormat'
import { FormError } from '../forms/FormError'

/** Today's sign-in: the button while it is open, and what it gave once done (in the dialog and on the page alike). */
export function SignInAction({ list, participation }: { list: SignInList; participation: boolean }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const format = useFormat()
  const signIn = useBegunFlow(flows.signIn)
  const today = list.days.find((day) => day.date === list.today)
  const received = signIn.step === 'done' && signIn.result?.date === list.today ? signIn.result : null

  return (
    <div className="sign-in-action">
      {received ? (
        <p className="form-success" role="status">
          {t('sign_in.received', { points: format.number(received.points) })}
          {received.tickets > 0 && ` ${t('sign_in.received_ticket', { count: received.tickets })}`}
        </p>
      ) : list.signedToday ? (
        <p className="form-success">{t('sign_in.already_today')}</p>
      ) : (
        <button type="button" className="button button-block" disabled={!participation || signIn.busy} onClick={() => signIn.submit({})}>
          {t('sign_in.submit', { points: format.number(today?.points ?? 0) })}
        </button>
      )}
      {received && <p className="hint">{t('sign_in.statement', { kind: t('transactions.kind.sign_in_reward') })}</p>}
      <FlowNotice step={signIn.step} recovered={signIn.recovered} onCheck={signIn.check} />
      <FormError error={signIn.error} />
    </div>
  )
}
