// Why no deposit can start now, read from the refusal that says so (the server's, or the one the
// deposit form knows of in advance): the one place UnableToRecharge's props come from.
import type { ErrorBody } from '../shared/calls/errors'
import type { OpenDialog } from '../machines/dialogs/types'

function text(value: string | number | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** UnableToRecharge for a refusal that means no deposit can start now (the last two come from
 *  responsible gaming); null for any other refusal, which the form shows itself. */
export function rechargeBlock({ errorMessage, errorValues }: ErrorBody): OpenDialog | null {
  switch (errorMessage) {
    case 'deposit_open_order':
      return { name: 'UnableToRecharge', props: { reason: 'open_order', reference: text(errorValues.reference) } }
    case 'deposit_channel_closed':
    case 'deposit_vip_level_required':
      return { name: 'UnableToRecharge', props: { reason: 'channel_closed' } }
    case 'deposit_limit_reached':
      return { name: 'UnableToRecharge', props: { reason: 'deposit_limit_reached', resetsAt: text(errorValues.resetsAt) } }
    case 'account_excluded':
      return { name: 'UnableToRecharge', props: { reason: 'account_excluded', until: text(errorValues.until) } }
    default:
      return null
  }
}
