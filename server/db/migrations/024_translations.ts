import { sql, type Kysely } from 'kysely'

// Content a member reads in their language (issue 28): a message the site itself writes (a seeded
// notice, a courtesy reply) keeps its four versions beside the English title and body, which stay
// the text of messages an operator wrote in one language; a receiving account names its bank by code,
// so that the bank's name follows the member's language, and its holder by the company's registered
// (Korean) name, as the member's bank shows it on the transfer.
const statements = [
  `alter table member_messages add column translations jsonb`,
  `alter table deposit_receiving_accounts add column bank_code text`,
  `update deposit_receiving_accounts set bank_code = case bank_name
    when 'KB Kookmin Bank' then 'KB' when 'Shinhan Bank' then 'SHINHAN' when 'Woori Bank' then 'WOORI'
    when 'Hana Bank' then 'HANA' when 'Industrial Bank of Korea' then 'IBK' end`,
  `update deposit_receiving_accounts set account_holder = '(주)한빛레저' where account_holder = 'Hanbit Leisure Co., Ltd.'`,
  `update deposit_receiving_accounts set account_holder = '(주)한빛레저 VIP 데스크' where account_holder = 'Hanbit Leisure VIP Desk'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
