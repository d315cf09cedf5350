import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { INQUIRY_TEXT_MAX, inquiryCategories, inquiryRequest, type InquiryCategory, type InquirySummary } from '../../shared/calls/service'
import { useFlows } from '../flows/useFlows'
import { FlowNotice } from '../flows/FlowNotice'
import { useBegunFlow } from '../flows/useFlow'
import { ImageField } from '../forms/ImageField'
import { useContractForm } from '../forms/useContractForm'
import { useFormSubmit } from '../forms/useFormSubmit'
import { TextAreaField } from './TextAreaField'
import { useClearedWhenSent } from './useClearedWhenSent'
import './service.css'

const FIELDS = ['category', 'text', 'image'] as const

/** A new inquiry: a category, the question in plain text and, if it helps, one image (checked by its content on the server). */
export function InquiryForm({ category, onSent }: { category: InquiryCategory | undefined; onSent: (inquiry: InquirySummary) => void }) {
  const flows = useFlows()
  const { t } = useTranslation()
  const categoryId = useId()
  const form = useContractForm(inquiryRequest, { category: category ?? 'account', text: '', image: undefined })
  const send = useBegunFlow(flows.createInquiry)
  const { errors, fieldProps, onSubmit } = useFormSubmit(form, send)
  const formError = errors.form(FIELDS)
  const categoryError = errors.field('category')

  // Once the inquiry is filed the form empties and its thread opens.
  const round = useClearedWhenSent(form, send.step === 'done' ? send.result : null, send.begin, onSent)

  return (
    <section aria-labelledby="new-inquiry-title" className="panel inquiry-panel">
      <h2 id="new-inquiry-title">{t('service.new_inquiry')}</h2>
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={categoryId}>{t('field.category')}</label>
          <select
            id={categoryId}
            name="category"
            value={form.values.category}
            aria-invalid={categoryError ? true : undefined}
            onChange={(e) => form.set('category', inquiryCategories.find((option) => option === e.target.value) ?? 'other')}
          >
            {inquiryCategories.map((option) => (
              <option key={option} value={option}>
                {t(`service.category.${option}`)}
              </option>
            ))}
          </select>
          {categoryError && <p className="field-error">{categoryError}</p>}
        </div>
        <TextAreaField {...fieldProps('text')} maxChars={INQUIRY_TEXT_MAX} />
        <ImageField key={round} name="image" value={form.values.image ?? null} onChange={(image) => form.set('image', image ?? undefined)} error={errors.field('image')} />
        {formError && <p className="form-error">{formError}</p>}
        <FlowNotice step={send.step} recovered={send.recovered} onCheck={send.check} />
        <button type="submit" className="button" disabled={send.busy}>
          {t('service.send')}
        </button>
      </form>
    </section>
  )
}
