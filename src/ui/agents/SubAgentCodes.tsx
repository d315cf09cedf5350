import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { subAgentCodeRequest } from '../../shared/calls/agents'
import type { RequestOf } from '../../shared/contract'
import { useServices } from '../../app/services'
import { TextField } from '../forms/TextField'
import { useContractForm } from '../forms/useContractForm'
import { fromMutation, useFormSubmit } from '../forms/useFormSubmit'
import { useMember } from '../member/useMember'
import { useFormat } from '../useFormat'
import { CopyButton } from './CopyButton'
import { subAgentLink } from './inviteLinks'
import { useMemberQueries } from '../member/useMemberQueries'

/** An agent's sub-agent codes (one per place they share it), each with its link and the members it brought; and a form for a new one. */
export function SubAgentCodes() {
  const { api } = useServices()
  const memberQueries = useMemberQueries()
  const { t } = useTranslation()
  const format = useFormat()
  const { member } = useMember()
  const { data } = useSuspenseQuery(memberQueries.agents.codes(member.id))
  const form = useContractForm(subAgentCodeRequest, { label: '' })
  const create = useMutation({ mutationFn: (values: RequestOf<'createSubAgentCode'>) => api.createSubAgentCode(values), onSuccess: () => form.set('label', '') })
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, fromMutation(create))
  const formError = errors.form(['label'])

  if (!data.agent) {
    return (
      <section aria-labelledby="codes-title">
        <h2 id="codes-title">{t('agents.codes')}</h2>
        <p className="note">{t('agents.not_agent')}</p>
      </section>
    )
  }
  return (
    <section aria-labelledby="codes-title">
      <h2 id="codes-title">{t('agents.codes')}</h2>
      <p className="hint">{t('agents.codes_intro')}</p>
      {data.codes.length === 0 ? (
        <p className="empty">{t('agents.no_codes')}</p>
      ) : (
        <ul className="code-list">
          {data.codes.map((code) => {
            const link = subAgentLink(location.origin, code.code)
            return (
              <li key={code.id} className="code-card" data-testid="sub-agent-code">
                <div>
                  <strong className="invite-value">{code.code}</strong> · {code.label}
                </div>
                <div className="hint">
                  {t('agents.code_members', { count: code.members })} · {format.dateTime(code.createdAt)}
                </div>
                <div className="invite-value">{link}</div>
                <div className="button-row">
                  <CopyButton value={code.code} kind="code" label={t('agents.code_label', { code: code.code })} />
                  <CopyButton value={link} kind="link" label={t('agents.link_label', { code: code.code })} />
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {data.codes.length < data.max ? (
        <form className="form code-form" onSubmit={onSubmit} noValidate>
          <TextField {...fieldProps('label')} autoComplete="off" />
          {formError && <p className="form-error">{formError}</p>}
          <button type="submit" className="button" disabled={create.isPending}>
            {t('agents.create_code')}
          </button>
        </form>
      ) : (
        <p className="note">{t('agents.code_limit', { max: data.max })}</p>
      )}
    </section>
  )
}
