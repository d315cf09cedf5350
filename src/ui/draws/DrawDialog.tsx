import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { drawCookie } from '../../app/storage'
import { useServices } from '../../app/services'
import { useFlagCookie } from '../announcements/useFlagCookie'
import type { DialogComponentProps } from '../dialogs/dialogComponentProps'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { useMember } from '../member/useMember'
import { ParticipationNotice } from '../signIn/ParticipationNotice'
import { landingRotation, Wheel } from './Wheel'
import { useFlows } from '../flows/useFlows'
import { Spinner } from '../progress/Spinner'
import { FormError } from '../forms/FormError'
import { useMemberQueries } from '../member/useMemberQueries'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * One lucky draw's wheel. Spinning spends a ticket on the server, which draws the prize; only then
 * does the wheel turn, to land on that prize, and WinPrize says what it was. With reduced motion the
 * wheel does not turn at all. Showing it marks the draw as offered today (its per-id cookie).
 */
export default function DrawDialog({ props }: DialogComponentProps<'Draw'>) {
  const { dialogs } = useServices()
  const memberQueries = useMemberQueries()
  const flows = useFlows()
  const { t } = useTranslation()
  const { member } = useMember()
  const list = useQuery(memberQueries.activity.draws(member.id))
  const draw = list.data?.draws.find((d) => d.id === props.drawId)
  useFlagCookie(drawCookie(props.drawId))

  const spin = useBegunFlow(flows.luckyDraw)
  const [rotation, setRotation] = useState(0)
  const [spinning, setSpinning] = useState(false)
  // A result already there when the dialog (re)opens was shown before: only a spin from here turns the wheel.
  const landedOn = useRef<number | null>(spin.result?.id ?? null)
  const result = spin.step === 'done' && spin.result?.drawId === props.drawId ? spin.result : null

  const showPrize = () => {
    setSpinning(false)
    if (result) dialogs.send({ type: 'dialog.open', name: 'WinPrize', props: { drawId: props.drawId, prize: result.prize } })
  }

  useEffect(() => {
    if (!result || !draw || landedOn.current === result.id) return
    landedOn.current = result.id
    const index = draw.prizes.findIndex((prize) => prize.id === result.prize.id)
    setRotation((from) => landingRotation(from, Math.max(index, 0), draw.prizes.length))
    if (prefersReducedMotion()) dialogs.send({ type: 'dialog.open', name: 'WinPrize', props: { drawId: props.drawId, prize: result.prize } })
    else setSpinning(true)
  }, [result, draw, dialogs, props.drawId])

  if (list.isPending) return <Spinner />
  if (!list.data || !draw) return <p className="empty">{t('draws.gone')}</p>
  const enough = list.data.tickets >= draw.ticketCost
  const busy = spin.busy || spinning

  return (
    <div className="form">
      <h3>{t(`draws.name.${draw.slug}`)}</h3>
      {!member.participation && <ParticipationNotice />}
      <Wheel prizes={draw.prizes} rotation={rotation} spinning={spinning} onLanded={showPrize} />
      <p className="tickets" data-testid="draw-tickets">
        {t('draws.tickets', { count: list.data.tickets })}
      </p>
      <p className="hint" role="status">
        {busy ? t('draws.spinning') : enough ? t('draws.cost', { count: draw.ticketCost }) : t('draws.no_tickets')}
      </p>
      <button
        type="button"
        className="button button-block"
        disabled={!member.participation || !enough || busy}
        onClick={() => {
          // A spin that has finished gives way to a new intent (and key) for the next one.
          spin.begin()
          spin.submit({ drawId: draw.id })
        }}
      >
        {t('draws.spin')}
      </button>
      <p className="hint">{t('draws.server_drawn')}</p>
      <FlowNotice step={spin.step} recovered={spin.recovered} onCheck={spin.check} />
      <FormError error={spin.error} />
      <div className="dialog-links">
        <button type="button" className="link-button" onClick={() => dialogs.send({ type: 'dialog.open', name: 'DrawDescription', props: { drawId: draw.id } })}>
          {t('draws.rules')}
        </button>
      </div>
    </div>
  )
}
