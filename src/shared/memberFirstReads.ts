// What a signed-in first visit reads before its page can show: the session's check and the member's
// info on every page, and on the money pages what their loaders read (routes/_default._member.member.*).
// The server answers these in the page it sends (server/routes/firstScreen.ts), each input built as the
// site builds it; a read the site no longer makes only goes unused, and one it makes that is missing
// here goes to the network as before (tests/e2e/firstScreen.spec.ts holds the two in step).
import type { FirstScreenRead } from './firstScreen'

/** The game wallet's transfer history, a page at a time. */
export const TRANSFER_PAGE_SIZE = 10

/** The withdrawal page's history, a page at a time. */
export const WITHDRAWAL_HISTORY_PAGE_SIZE = 10

/** What every page of a signed-in visit reads: the session's check (machines/session/actors.ts), first
 *  of all since the rest counts only when it passes, and the reality check's settings and session
 *  (ui/responsibleGaming/RealityCheckWatcher.tsx). */
export const SESSION_READS: FirstScreenRead[] = [{ name: 'checkToken' }, { name: 'getMemberInfoV3' }, { name: 'getResponsibleGaming' }, { name: 'getSessionSummary' }]

/** The main balance and points (routes/-memberLoaders.ts). */
const WALLET: FirstScreenRead[] = [{ name: 'getBalance' }, { name: 'getPoint' }]

const PAGE_READS: Record<string, FirstScreenRead[]> = {
  '/member/deposit': [
    ...WALLET,
    // The deposit gate's card check, then the page's channels.
    { name: 'getMemberBankInfoList' },
    { name: 'getMemberDepositInfo', input: {} },
  ],
  // The form asks for a code when two-factor is on: read before it shows, as the figures are. The
  // history's first page too: read after the page showed, it rendered the page again in one
  // synchronous task as it arrived.
  '/member/withdrawal': [
    ...WALLET,
    { name: 'getMemberBankInfoList' },
    { name: 'getMemberWithdrawalInfoV2' },
    { name: 'getTwoFactor' },
    { name: 'getMemberWithdrawalInfo', input: { page: 1, pageSize: WITHDRAWAL_HISTORY_PAGE_SIZE } },
  ],
  '/member/game-wallet': [
    ...WALLET,
    { name: 'getRate' },
    { name: 'getPlatformList' },
    { name: 'getRealtimeRebate' },
    { name: 'getPlatformTransferList', input: { page: 1, pageSize: TRANSFER_PAGE_SIZE } },
  ],
}

/** What a signed-in visit to `path` reads first, beside the session's check. */
export function memberPageReads(path: string): FirstScreenRead[] {
  return PAGE_READS[path.replace(/\/+$/, '')] ?? []
}
