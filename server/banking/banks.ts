import type { Kysely } from 'kysely'
import type { Bank } from '../../src/shared/calls/bank'
import { pick, translated, type Texts } from '../content/translated'
import type { ContentLanguage } from '../db/contentSchema'
import type { DB } from '../db/schema'

interface ListedBank {
  code: string
  /** [en, kr, tw, vn]: each bank's own name in its country's language, the others' usual one for it.
   *  Vietnamese banks are known by their own Latin-script names in every language. */
  names: Texts
  country: Bank['country']
}

/** Banks members of this site hold accounts with: Korea, Taiwan and Vietnam, most used first. */
const bankList: ListedBank[] = [
  { code: 'KB', names: ['KB Kookmin Bank', 'KB국민은행', 'KB國民銀行', 'Ngân hàng KB Kookmin'], country: 'KR' },
  { code: 'SHINHAN', names: ['Shinhan Bank', '신한은행', '新韓銀行', 'Ngân hàng Shinhan'], country: 'KR' },
  { code: 'WOORI', names: ['Woori Bank', '우리은행', '友利銀行', 'Ngân hàng Woori'], country: 'KR' },
  { code: 'HANA', names: ['Hana Bank', '하나은행', '韓亞銀行', 'Ngân hàng Hana'], country: 'KR' },
  { code: 'NH', names: ['NongHyup Bank', 'NH농협은행', 'NH農協銀行', 'Ngân hàng NongHyup'], country: 'KR' },
  { code: 'IBK', names: ['IBK Industrial Bank of Korea', 'IBK기업은행', 'IBK企業銀行', 'Ngân hàng Công nghiệp Hàn Quốc IBK'], country: 'KR' },
  { code: 'KAKAO', names: ['KakaoBank', '카카오뱅크', 'KakaoBank', 'KakaoBank'], country: 'KR' },
  { code: 'TOSS', names: ['Toss Bank', '토스뱅크', 'Toss Bank', 'Toss Bank'], country: 'KR' },
  { code: 'KBANK', names: ['K Bank', '케이뱅크', 'K Bank', 'K Bank'], country: 'KR' },
  { code: 'BUSAN', names: ['BNK Busan Bank', 'BNK부산은행', 'BNK釜山銀行', 'Ngân hàng BNK Busan'], country: 'KR' },
  { code: 'CTBC', names: ['CTBC Bank', '중국신탁상업은행', '中國信託', 'Ngân hàng CTBC'], country: 'TW' },
  { code: 'CATHAY', names: ['Cathay United Bank', '국태세화은행', '國泰世華銀行', 'Ngân hàng Cathay United'], country: 'TW' },
  { code: 'BOT', names: ['Bank of Taiwan', '대만은행', '臺灣銀行', 'Ngân hàng Đài Loan'], country: 'TW' },
  { code: 'FUBON', names: ['Taipei Fubon Bank', '타이베이푸본은행', '台北富邦銀行', 'Ngân hàng Taipei Fubon'], country: 'TW' },
  { code: 'ESUN', names: ['E.SUN Bank', '옥산은행', '玉山銀行', 'Ngân hàng E.SUN'], country: 'TW' },
  { code: 'MEGA', names: ['Mega International Commercial Bank', '조풍국제상업은행', '兆豐國際商業銀行', 'Ngân hàng Mega International'], country: 'TW' },
  { code: 'FIRST', names: ['First Commercial Bank', '제일상업은행', '第一商業銀行', 'Ngân hàng First Commercial'], country: 'TW' },
  { code: 'TAISHIN', names: ['Taishin International Bank', '대신국제상업은행', '台新國際商業銀行', 'Ngân hàng Taishin'], country: 'TW' },
  { code: 'CHPOST', names: ['Chunghwa Post', '중화우정', '中華郵政', 'Bưu chính Chunghwa'], country: 'TW' },
  { code: 'VCB', names: ['Vietcombank', 'Vietcombank', 'Vietcombank', 'Vietcombank'], country: 'VN' },
  { code: 'VTB', names: ['VietinBank', 'VietinBank', 'VietinBank', 'VietinBank'], country: 'VN' },
  { code: 'BIDV', names: ['BIDV', 'BIDV', 'BIDV', 'BIDV'], country: 'VN' },
  { code: 'AGRIBANK', names: ['Agribank', 'Agribank', 'Agribank', 'Agribank'], country: 'VN' },
  { code: 'TCB', names: ['Techcombank', 'Techcombank', 'Techcombank', 'Techcombank'], country: 'VN' },
  { code: 'MB', names: ['MB Bank', 'MB Bank', 'MB Bank', 'MB Bank'], country: 'VN' },
  { code: 'ACB', names: ['ACB', 'ACB', 'ACB', 'ACB'], country: 'VN' },
  { code: 'VPB', names: ['VPBank', 'VPBank', 'VPBank', 'VPBank'], country: 'VN' },
  { code: 'STB', names: ['Sacombank', 'Sacombank', 'Sacombank', 'Sacombank'], country: 'VN' },
  { code: 'TPB', names: ['TPBank', 'TPBank', 'TPBank', 'TPBank'], country: 'VN' },
]

const namesByCode = new Map(bankList.map((bank) => [bank.code, translated(bank.names)]))

/** A listed bank's name in `lang`; undefined for a code the list does not have. */
export function bankName(code: string, lang: ContentLanguage): string | undefined {
  const names = namesByCode.get(code)
  return names && pick(names, lang)
}

/** The banks members choose from are reference data: added to any database that lacks them. */
export async function seedBanks(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('banks')
    .values(bankList.map((bank, sort) => ({ code: bank.code, name: bank.names[0], country: bank.country, sort })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}

/** The banks in `lang`: the table keeps the English name, the list above each language's. */
export async function listBanks(db: Kysely<DB>, lang: ContentLanguage): Promise<Bank[]> {
  const banks = await db.selectFrom('banks').select(['code', 'name', 'country']).orderBy('sort').execute()
  return banks.map((bank) => ({ ...bank, name: bankName(bank.code, lang) ?? bank.name }))
}
