import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'

/** An image the member uploaded earlier (a receipt, a screenshot), fetched from the server, which gives it to its owner only. */
export function UploadedImage({ id, alt }: { id: number; alt: string }) {
  const { queries } = useServices()
  const { t } = useTranslation()
  const { member } = useMember()
  const image = useQuery(queries.uploadedImage(member.id, id))
  if (image.isPending) return <div className="spinner" role="progressbar" aria-label={t('common.loading')} />
  if (!image.data) return null
  return <img className="uploaded-image" src={`data:${image.data.contentType};base64,${image.data.data}`} alt={alt} />
}
