import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from './useMember'
import { Spinner } from '../progress/Spinner'

/** The identity document the member sent, fetched only when they ask (it may be 5 MB) from the
 *  server, which gives it to its owner only: an image shown in place, a PDF opened in a new tab. */
export function SentDocument({ documentId }: { documentId: number }) {
  const { queries } = useServices()
  const { t } = useTranslation()
  const { member } = useMember()
  const [asked, setAsked] = useState(false)
  const sent = useQuery({ ...queries.verificationDocument(member.id, documentId), enabled: asked })
  const url = useMemo(() => {
    if (!sent.data) return null
    const bytes = Uint8Array.from(atob(sent.data.data), (char) => char.charCodeAt(0))
    return URL.createObjectURL(new Blob([bytes], { type: sent.data.contentType }))
  }, [sent.data])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])

  if (!asked) {
    return (
      <button type="button" className="link-button" onClick={() => setAsked(true)}>
        {t('verification.show_document')}
      </button>
    )
  }
  if (sent.isPending) return <Spinner />
  if (!url || !sent.data) return null
  return sent.data.contentType === 'application/pdf' ? (
    <a href={url} target="_blank" rel="noopener">
      {t('verification.open_pdf')}
    </a>
  ) : (
    <img className="uploaded-image" src={url} alt={t('verification.document_alt')} />
  )
}
