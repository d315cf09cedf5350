import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { dialogMachine } from './machine'
import { selectDialogOpen, selectInstallOfferMayShow } from './selectors'

describe('the install offer’s place in the queue', () => {
  it('may show while no dialog is open or waiting, until the visit’s last offer has been shown', () => {
    const dialogs = createActor(dialogMachine).start()
    expect(selectInstallOfferMayShow(dialogs.getSnapshot())).toBe(true)
    dialogs.send({ type: 'dialog.open', name: 'Login' })
    expect(selectDialogOpen(dialogs.getSnapshot())).toBe(true)
    expect(selectInstallOfferMayShow(dialogs.getSnapshot())).toBe(false)
    // Offers made behind the login wait for it, and the install offer waits for them.
    for (const drawId of [1, 2, 3]) dialogs.send({ type: 'dialog.offer', name: 'Draw', props: { drawId } })
    dialogs.send({ type: 'dialog.close' })
    for (const _ of [1, 2]) {
      expect(selectInstallOfferMayShow(dialogs.getSnapshot())).toBe(false)
      dialogs.send({ type: 'dialog.close' })
    }
    expect(selectInstallOfferMayShow(dialogs.getSnapshot())).toBe(false)
    dialogs.send({ type: 'dialog.close' })
    expect(selectDialogOpen(dialogs.getSnapshot())).toBe(false)
    // The visit's three offers have been shown: nothing more comes in it.
    expect(selectInstallOfferMayShow(dialogs.getSnapshot())).toBe(false)
  })
})
