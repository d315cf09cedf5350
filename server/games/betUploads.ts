import type { Kysely, Transaction } from 'kysely'
import type { BetUploadOffer } from '../../src/shared/calls/bets'
import { playTransferKinds } from '../../src/shared/calls/playTransferKinds'
import type { Config } from '../config'
import { pick } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'
import { ApiError } from '../http/errors'
import { scheduleDecision } from '../operator/scheduleDecision'
import type { OperatorKind } from '../operator/kinds'
import { createRequest, lockRequest, transitionRequest } from '../requests/memberRequests'
import { storeImage, type CheckedImage } from '../members/images'
import { payApprovedRequest } from '../requests/payApproved'

// A promotion may ask members to send a winning bet with a screenshot (UploadBettingPop). The bet
// is checked against the offer's conditions when it is sent, and the submission is a member request
// of kind bet_upload that an operator approves (paying the promised bonus, to be wagered once) or
// rejects; without an operator, the demo operator approves it after BET_UPLOAD_REVIEW_SECONDS.

const DAY_MS = 86_400_000

function activeOffers(db: Kysely<DB> | Transaction<DB>, now: Date) {
  return db
    .selectFrom('bet_upload_offers')
    .innerJoin('promotions', 'promotions.id', 'bet_upload_offers.promotion_id')
    .selectAll('bet_upload_offers')
    .select(['promotions.slug', 'promotions.title'])
    .where('promotions.starts_at', '<=', now)
    .where((eb) => eb.or([eb('promotions.ends_at', 'is', null), eb('promotions.ends_at', '>', now)]))
}

export async function listBetUploadOffers(db: Kysely<DB>, lang: ContentLanguage, now: Date): Promise<BetUploadOffer[]> {
  const rows = await activeOffers(db, now).orderBy('promotions.position').execute()
  return rows.map((row) => ({
    promotion: row.slug,
    title: pick(row.title, lang),
    minMultiple: row.min_multiple,
    withinDays: row.within_days,
    rewardPercent: row.reward_percent,
    rewardMax: row.reward_max,
  }))
}

export interface BetUpload {
  memberId: number
  betId: number
  promotion: string
  screenshot: CheckedImage
  at: Date
}

export async function submitBetUpload(trx: Transaction<DB>, config: Pick<Config, 'betUploadReviewSeconds'>, upload: BetUpload) {
  const { memberId, betId, at } = upload
  const offer = await activeOffers(trx, at).where('promotions.slug', '=', upload.promotion).executeTakeFirst()
  if (!offer) throw new ApiError(404, 'not_found', { promotion: upload.promotion })
  // Locked, so the same bet sent twice at once is filed once.
  const bet = await trx.selectFrom('bets').select(['stake', 'payout', 'status', 'settled_at']).where('id', '=', betId).where('member_id', '=', memberId).forUpdate().executeTakeFirst()
  if (!bet) throw new ApiError(404, 'not_found', { betId })
  if (bet.status !== 'settled' || bet.payout < offer.min_multiple * bet.stake) {
    throw new ApiError(409, 'bet_upload_not_winning', { multiple: offer.min_multiple })
  }
  if (!bet.settled_at || bet.settled_at.getTime() < at.getTime() - offer.within_days * DAY_MS) {
    throw new ApiError(409, 'bet_upload_too_old', { days: offer.within_days })
  }
  const sent = await trx.selectFrom('bet_uploads').select('request_id').where('bet_id', '=', betId).where('promotion_id', '=', offer.promotion_id).executeTakeFirst()
  if (sent) throw new ApiError(409, 'bet_already_uploaded', { betId })

  const reward = Math.min(Math.floor(((bet.payout - bet.stake) * offer.reward_percent) / 100), offer.reward_max)
  if (reward === 0) throw new ApiError(409, 'bet_upload_not_winning', { multiple: offer.min_multiple })
  const screenshotId = await storeImage(trx, memberId, upload.screenshot, at)
  const request = await createRequest(trx, {
    kind: 'bet_upload',
    memberId,
    status: 'submitted',
    amount: reward,
    details: { betId, promotion: offer.slug, screenshotId },
    at,
  })
  await trx.insertInto('bet_uploads').values({ request_id: request.id, bet_id: betId, promotion_id: offer.promotion_id, screenshot_id: screenshotId }).execute()
  if (config.betUploadReviewSeconds > 0) {
    await scheduleDecision(trx, { subject: 'request', subjectId: request.id, decision: 'approve', dueAt: new Date(at.getTime() + config.betUploadReviewSeconds * 1000), at })
  }
  return { reference: request.reference, status: 'submitted' as const, reward }
}

export const betUploadOperator: OperatorKind = {
  kind: 'bet_upload',
  listRow: (request) => ({ betId: request.details.betId ?? null, promotion: request.details.promotion ?? null, screenshotId: request.details.screenshotId ?? null }),
  async decide(trx, request, { decision, reason }, { at }) {
    if (decision === 'reject') return transitionRequest(trx, request.id, { to: 'rejected', reason, at })
    await transitionRequest(trx, request.id, { to: 'approved', at })
    await payApprovedRequest(trx, playTransferKinds.betUploadReward, request, at)
    const decided = await lockRequest(trx, request.id)
    if (!decided) throw new Error(`bet upload ${request.reference} vanished`)
    return decided
  },
}
