import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_DOCUMENT_BYTES, documentTypes, type DocumentType, type DocumentUpload } from '../../shared/calls/verification'
import { useErrorText } from '../useErrorText'
import { readBase64 } from './ImageField'
import { FieldError } from './FieldError'

function isDocumentType(type: string): type is DocumentType {
  return (documentTypes as readonly string[]).includes(type)
}

interface DocumentFieldProps {
  onChange: (document: DocumentUpload | null) => void
  /** A server refusal of the document, or the form's own "required". */
  error?: string | undefined
}

/** Picks one identity document (JPEG, PNG, WebP or PDF up to 5 MB) and hands it on in the contract's
 *  shape (the form remounts it with a new key to clear it). Type and size are checked here so the member hears at once; the server checks the bytes. */
export function DocumentField({ onChange, error }: DocumentFieldProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [localError, setLocalError] = useState<string | null>(null)

  const choose = async (file: File | undefined) => {
    setLocalError(null)
    if (!file) return onChange(null)
    if (!isDocumentType(file.type)) return setLocalError(errorText('back.errorCode.document_invalid', { field: 'document' }))
    if (file.size > MAX_DOCUMENT_BYTES) return setLocalError(errorText('back.errorCode.document_too_large', { field: 'document', max: MAX_DOCUMENT_BYTES / (1024 * 1024) }))
    onChange({ contentType: file.type, data: await readBase64(file) })
  }

  const shown = localError ?? error
  return (
    <div className="field">
      <label htmlFor={id}>{t('field.document')}</label>
      <input
        id={id}
        type="file"
        name="document"
        accept={documentTypes.join(',')}
        required
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="hint">
        {t('upload.document_hint', { max: MAX_DOCUMENT_BYTES / (1024 * 1024) })}
      </p>
      <FieldError id={`${id}-error`} error={shown} />
    </div>
  )
}
