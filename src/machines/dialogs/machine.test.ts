import { describe, expect, it } from 'vitest'
import { replay, transitionPaths, uncoveredTransitions, type MachinePath } from '../testing/transitionPaths'
import { dialogMachine } from './machine'
import { MAX_DIALOG_DEPTH, MAX_OFFERS_PER_VISIT, sessionDialogs, unsolicitedDialogs, type DialogContext, type DialogEvent, type OpenDialog } from './types'

const events: DialogEvent[] = [
  { type: 'dialog.open', name: 'Login' },
  { type: 'dialog.open', name: 'MailDetail', props: { id: 1, kind: 'member', page: 1 } },
  { type: 'dialog.replace', name: 'Register' },
  { type: 'dialog.close' },
  { type: 'dialog.closeAll' },
  { type: 'dialog.sessionEnded' },
  // Offers out of their order of priority, and more of them than a visit may show.
  { type: 'dialog.offer', name: 'Draw', props: { drawId: 1 } },
  { type: 'dialog.offer', name: 'Unread' },
  { type: 'dialog.offer', name: 'AnnouncementPop' },
  { type: 'dialog.offer', name: 'Draw', props: { drawId: 2 } },
  { type: 'dialog.withdraw', names: ['Draw'] },
]
const label = (d: OpenDialog) => (d.name === 'Draw' ? `Draw${d.props.drawId}` : d.name)
// Which offers were shown matters less than how many: counting them keeps the paths few.
const key = (s: { context: DialogContext }) =>
  [s.context.stack.map(label).join('>'), s.context.queue.map(label).join(','), s.context.shown.length].join('|')
const paths = transitionPaths(dialogMachine, { events, contextKey: key, stopWhen: (s) => s.context.stack.length >= 2 })

function describeSteps(path: MachinePath): string {
  return path.steps
    .slice(1)
    .map(({ event }) => ('name' in event ? `${event.type}(${String(event.name)})` : event.type))
    .join(' → ')
}

const priority = (d: OpenDialog) => unsolicitedDialogs.indexOf(d.name as (typeof unsolicitedDialogs)[number])
const keyOf = (d: OpenDialog) => `${d.name}:${JSON.stringify(d.props ?? null)}`

/** The stack a closing event leaves, before a waiting offer takes the empty screen. */
function afterClosing(event: DialogEvent, previous: OpenDialog[]): OpenDialog[] {
  if (event.type === 'dialog.close') return previous.slice(0, -1)
  if (event.type === 'dialog.closeAll') return []
  return previous.filter((d) => !sessionDialogs.has(d.name))
}

describe('dialog stack machine', () => {
  it('ends at least one generated path with every transition', () => {
    expect(uncoveredTransitions(dialogMachine, paths)).toEqual([])
  })

  it.each(paths.map((p) => [describeSteps(p), p] as const))('%s', (_, path) => {
    // The state before the last step, replayed too: the graph keeps one of the states it counts as one.
    const actor = replay(dialogMachine, { ...path, steps: path.steps.slice(0, -1) })
    const before: DialogContext = actor.getSnapshot().context
    const last = path.steps[path.steps.length - 1]!.event as DialogEvent
    actor.send(last)
    const snapshot = actor.getSnapshot()
    const after: DialogContext = snapshot.context
    const { stack, queue, shown } = after
    const names = stack.map((d) => d.name)
    const previous = before.stack.map((d) => d.name)

    // What holds after every step: one queue in priority order, nothing waiting on an empty screen,
    // never more offers than a visit allows.
    expect(snapshot.matches('closed')).toBe(stack.length === 0)
    if (stack.length === 0) expect(queue).toEqual([])
    expect(queue.map(priority)).toEqual([...queue.map(priority)].sort((a, b) => a - b))
    expect(shown.length).toBeLessThanOrEqual(MAX_OFFERS_PER_VISIT)
    if (shown.length === MAX_OFFERS_PER_VISIT) expect(queue).toEqual([])

    switch (last.type) {
      case 'dialog.open':
        expect(names.at(-1)).toBe(last.name)
        expect(names.length).toBe(previous.at(-1) === last.name ? previous.length : previous.length + 1)
        break
      case 'dialog.replace':
        expect(names).toEqual([...previous.slice(0, -1), last.name])
        break
      case 'dialog.offer': {
        const { type: _type, ...offer } = last
        const known = [...before.shown, ...before.queue.map(keyOf), ...before.stack.map(keyOf)].includes(keyOf(offer))
        const taken = !known && before.shown.length < MAX_OFFERS_PER_VISIT
        if (!taken) expect(after).toEqual(before)
        else if (before.stack.length === 0) {
          // Nothing was open: the offer opens at once and counts against the visit.
          expect(stack).toEqual([offer])
          expect(shown).toEqual([...before.shown, keyOf(offer)])
        } else {
          // Something was open (a money flow, the login, another offer): the offer waits its turn.
          expect(stack).toEqual(before.stack)
          expect(queue.map(keyOf).sort()).toEqual([...before.queue, offer].map(keyOf).sort())
        }
        break
      }
      case 'dialog.withdraw':
        expect(stack).toEqual(before.stack)
        expect(queue).toEqual(before.queue.filter((d) => !last.names.includes(d.name as (typeof last.names)[number])))
        break
      default: {
        const left = afterClosing(last, before.stack)
        const waiting = last.type === 'dialog.sessionEnded' ? before.queue.filter((d) => !sessionDialogs.has(d.name)) : before.queue
        if (left.length > 0 || waiting.length === 0) expect(stack).toEqual(left)
        else {
          // The screen emptied with offers waiting: the first of them opens, and only it.
          expect(stack).toEqual([waiting[0]])
          expect(shown).toEqual([...before.shown, keyOf(waiting[0]!)])
        }
      }
    }
  })

  it('does not stack a dialog on itself nor past the depth limit', () => {
    const actor = replay(dialogMachine, paths[0]!)
    for (let i = 0; i < MAX_DIALOG_DEPTH + 2; i++) actor.send({ type: 'dialog.open', name: i % 2 ? 'Login' : 'Register' })
    actor.send({ type: 'dialog.open', name: 'Register' })
    expect(actor.getSnapshot().context.stack).toHaveLength(MAX_DIALOG_DEPTH)
  })

  it('opens the offers of a first visit and login one at a time, in priority order, three at most', () => {
    const actor = replay(dialogMachine, paths[0]!)
    actor.send({ type: 'dialog.open', name: 'Login' })
    for (const offer of [{ name: 'Draw', props: { drawId: 1 } }, { name: 'DailyCheck' }, { name: 'Unread' }, { name: 'AnnouncementPop' }] as const)
      actor.send({ type: 'dialog.offer', ...offer })
    const opened: string[] = []
    actor.send({ type: 'dialog.close' })
    while (actor.getSnapshot().matches('open')) {
      expect(actor.getSnapshot().context.stack).toHaveLength(1)
      opened.push(actor.getSnapshot().context.stack[0]!.name)
      actor.send({ type: 'dialog.close' })
    }
    expect(opened).toEqual(['AnnouncementPop', 'Unread', 'DailyCheck'])
    actor.send({ type: 'dialog.offer', name: 'Draw', props: { drawId: 2 } })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })
})
