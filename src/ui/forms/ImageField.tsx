import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_IMAGE_BYTES, imageTypes, type ImageType, type ImageUpload } from '../../shared/calls/uploads'
import { useErrorText } from '../useErrorText'
import { FieldError } from './FieldError'

function isImageType(type: string): type is ImageType {
  return (imageTypes as readonly string[]).includes(type)
}

export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1))
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'))
    reader.readAsDataURL(file)
  })
}

interface ImageFieldProps {
  /** The field's name: its label is `field.<name>`, and the server names it in its errors. */
  name: string
  value: ImageUpload | null
  onChange: (image: ImageUpload | null) => void
  /** A server refusal of this field. */
  error?: string | undefined
  required?: boolean
}

/** Picks one JPEG, PNG or WebP image up to 5 MB, shows it, and hands it on in the contract's shape.
 *  The type and size are checked here so the member hears at once; the server checks the bytes. */
export function ImageField({ name, value, onChange, error, required }: ImageFieldProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  useEffect(() => {
    if (value === null) setPreview(null)
  }, [value])

  const choose = async (file: File | undefined) => {
    setLocalError(null)
    if (!file) return onChange(null)
    if (!isImageType(file.type)) return setLocalError(errorText('back.errorCode.image_invalid', { field: name }))
    if (file.size > MAX_IMAGE_BYTES) {
      return setLocalError(errorText('back.errorCode.image_too_large', { field: name, max: MAX_IMAGE_BYTES / (1024 * 1024) }))
    }
    // The preview appears once the image is read, so what the member sees is what a submit sends.
    const data = await readBase64(file)
    setPreview(URL.createObjectURL(file))
    onChange({ contentType: file.type, data })
  }

  const shown = localError ?? error
  return (
    <div className="field">
      <label htmlFor={id}>{t(`field.${name}`)}</label>
      <input
        id={id}
        type="file"
        name={name}
        accept={imageTypes.join(',')}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="hint">
        {t('upload.hint', { max: MAX_IMAGE_BYTES / (1024 * 1024) })}
      </p>
      {preview && <img className="image-preview" src={preview} alt={t('upload.preview')} />}
      <FieldError id={`${id}-error`} error={shown} />
    </div>
  )
}
