// The seed (§7) lists, by the last segment of their path, the calls that raise the global loading
// indicator. Each call declares it in the contract; this keeps the declarations true to that list.
import { describe, expect, it } from 'vitest'
import { contract } from '../shared/contract'

const SEED_LOADING_SEGMENTS = [
  'memberLogin', 'apply', 'memberLogout', 'MemberDeposit', 'transfer', 'editPassword', 'bindBank', 'getBankList',
  'getMemberWithdrawalInfo', 'memberSignInList', 'getLuckyDrawList', 'cancelMemberBet', 'getMemberBetRecordList_V4',
  'getMemberInfoV3', 'batchDeleteMemberPrivateMessage', 'getMemberPrivateMessagePrize',
]

/** "MemberDeposit" names the deposit submissions of the cashier (memberPasswordDeposit, memberOfflineDeposit, ...). */
function seedListed(segment: string): boolean {
  return SEED_LOADING_SEGMENTS.includes(segment) || /^member\w*Deposit$/.test(segment)
}

describe('the global loading indicator', () => {
  const calls = Object.entries(contract).map(([name, definition]) => ({
    name,
    segment: definition.path.slice(definition.path.lastIndexOf('/') + 1),
    loading: 'loading' in definition && definition.loading === true,
  }))

  it('is raised by every call the seed lists', () => {
    expect(calls.filter((c) => seedListed(c.segment) && !c.loading).map((c) => c.name)).toEqual([])
  })

  it('is raised by the seed-listed calls that exist and by no call that is not a money or account action', () => {
    const others = calls.filter((c) => c.loading && !seedListed(c.segment)).map((c) => c.name)
    // "and some others" (seed §7): the calls added beyond the list, each a deliberate choice.
    expect(others).toEqual([])
  })
})
