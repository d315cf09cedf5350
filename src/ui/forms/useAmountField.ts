import { useState } from 'react'
import { checkAmount, type AmountRules } from './amountRules'

/** An amount field's state: the text as typed (kept as typed when it is wrong) and whether its error
 *  shows yet, which is once the member left it holding something or tried to submit. */
export function useAmountField(rules: AmountRules, initial = '') {
  const [text, setText] = useState(initial)
  const [shown, setShown] = useState(false)
  const check = checkAmount(text, rules)
  return {
    rules,
    text,
    check,
    /** The error the field shows now. */
    error: shown ? check.error : null,
    set: setText,
    leave: () => {
      if (text) setShown(true)
    },
    /** On submit: the value when every rule holds; otherwise null, and the error shows. */
    submit: (): number | null => {
      setShown(true)
      return check.error ? null : check.value
    },
    clear: () => {
      setText('')
      setShown(false)
    },
  }
}

export type AmountFieldState = ReturnType<typeof useAmountField>
