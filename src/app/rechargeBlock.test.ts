import { expect, it } from 'vitest'
import { rechargeBlock } from './rechargeBlock'

it('says why no deposit can start now for the refusals that mean so, and nothing for any other', () => {
  expect(rechargeBlock({ errorMessage: 'deposit_open_order', errorValues: { reference: 'D-20261122-000123' } })).toEqual({
    name: 'UnableToRecharge',
    props: { reason: 'open_order', reference: 'D-20261122-000123' },
  })
  expect(rechargeBlock({ errorMessage: 'deposit_channel_closed', errorValues: {} })).toEqual({ name: 'UnableToRecharge', props: { reason: 'channel_closed' } })
  expect(rechargeBlock({ errorMessage: 'deposit_vip_level_required', errorValues: {} })).toEqual({ name: 'UnableToRecharge', props: { reason: 'channel_closed' } })
  expect(rechargeBlock({ errorMessage: 'deposit_limit_reached', errorValues: { resetsAt: '2026-11-23T00:00:00.000Z' } })).toEqual({
    name: 'UnableToRecharge',
    props: { reason: 'deposit_limit_reached', resetsAt: '2026-11-23T00:00:00.000Z' },
  })
  expect(rechargeBlock({ errorMessage: 'account_excluded', errorValues: { until: '2027-05-22T00:00:00.000Z' } })).toEqual({
    name: 'UnableToRecharge',
    props: { reason: 'account_excluded', until: '2027-05-22T00:00:00.000Z' },
  })
  // A value of the wrong kind is left out, so the dialog says "unknown time" rather than a number.
  expect(rechargeBlock({ errorMessage: 'deposit_limit_reached', errorValues: { resetsAt: 5 } })).toEqual({ name: 'UnableToRecharge', props: { reason: 'deposit_limit_reached' } })
  expect(rechargeBlock({ errorMessage: 'depositor_name_mismatch', errorValues: { field: 'depositorName' } })).toBeNull()
})
