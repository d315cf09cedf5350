import type { ErrorBody } from '../../shared/calls/errors'
import { useMember } from '../member/useMember'
import { useErrorText } from '../useErrorText'
import { useFormat } from '../useFormat'

/** A deposit refusal in words, with an amount range shown as money rather than minor units. */
export function useDepositErrorText() {
  const errorText = useErrorText()
  const format = useFormat()
  const { member } = useMember()
  return (error: ErrorBody) => {
    const values = { ...error.errorValues }
    if (error.errorMessage === 'deposit_amount_out_of_range') {
      values.min = format.money(Number(values.min), member.currency)
      values.max = format.money(Number(values.max), member.currency)
    }
    return errorText(`back.errorCode.${error.errorMessage}`, values)
  }
}
