import type { SnapshotFrom } from 'xstate'
import type { DialogMachine } from './machine'
import { MAX_OFFERS_PER_VISIT } from './types'

type DialogSnapshot = SnapshotFrom<DialogMachine>

export const selectDialogOpen = (s: DialogSnapshot) => s.matches('open')

/**
 * Whether the app's install offer may show now (DECISIONS: the member experience on a phone): it comes
 * last in the queue's order, so only while no dialog is open or waiting, and not after the visit's
 * last offer. It is a card on the page, not a dialog: it does not take one of the visit's offers.
 */
export const selectInstallOfferMayShow = (s: DialogSnapshot) => s.matches('closed') && s.context.shown.length < MAX_OFFERS_PER_VISIT
