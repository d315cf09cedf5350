import type { Kysely } from 'kysely'
import type { Bank } from '../../src/shared/calls/bank'
import type { DB } from '../db/schema'

/** Banks members of this site hold accounts with: Korea, Taiwan and Vietnam, most used first. */
const bankList: Bank[] = [
  { code: 'KB', name: 'KB Kookmin Bank', country: 'KR' },
  { code: 'SHINHAN', name: 'Shinhan Bank', country: 'KR' },
  { code: 'WOORI', name: 'Woori Bank', country: 'KR' },
  { code: 'HANA', name: 'Hana Bank', country: 'KR' },
  { code: 'NH', name: 'NongHyup Bank', country: 'KR' },
  { code: 'IBK', name: 'IBK Industrial Bank of Korea', country: 'KR' },
  { code: 'KAKAO', name: 'KakaoBank', country: 'KR' },
  { code: 'TOSS', name: 'Toss Bank', country: 'KR' },
  { code: 'KBANK', name: 'K Bank', country: 'KR' },
  { code: 'BUSAN', name: 'BNK Busan Bank', country: 'KR' },
  { code: 'CTBC', name: 'CTBC Bank', country: 'TW' },
  { code: 'CATHAY', name: 'Cathay United Bank', country: 'TW' },
  { code: 'BOT', name: 'Bank of Taiwan', country: 'TW' },
  { code: 'FUBON', name: 'Taipei Fubon Bank', country: 'TW' },
  { code: 'ESUN', name: 'E.SUN Bank', country: 'TW' },
  { code: 'MEGA', name: 'Mega International Commercial Bank', country: 'TW' },
  { code: 'FIRST', name: 'First Commercial Bank', country: 'TW' },
  { code: 'TAISHIN', name: 'Taishin International Bank', country: 'TW' },
  { code: 'CHPOST', name: 'Chunghwa Post', country: 'TW' },
  { code: 'VCB', name: 'Vietcombank', country: 'VN' },
  { code: 'VTB', name: 'VietinBank', country: 'VN' },
  { code: 'BIDV', name: 'BIDV', country: 'VN' },
  { code: 'AGRIBANK', name: 'Agribank', country: 'VN' },
  { code: 'TCB', name: 'Techcombank', country: 'VN' },
  { code: 'MB', name: 'MB Bank', country: 'VN' },
  { code: 'ACB', name: 'ACB', country: 'VN' },
  { code: 'VPB', name: 'VPBank', country: 'VN' },
  { code: 'STB', name: 'Sacombank', country: 'VN' },
  { code: 'TPB', name: 'TPBank', country: 'VN' },
]

/** The banks members choose from are reference data: added to any database that lacks them. */
export async function seedBanks(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('banks')
    .values(bankList.map((bank, sort) => ({ ...bank, sort })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}

export async function listBanks(db: Kysely<DB>): Promise<Bank[]> {
  return db.selectFrom('banks').select(['code', 'name', 'country']).orderBy('sort').execute()
}
