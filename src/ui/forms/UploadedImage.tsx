import { useQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { useMember } from '../member/useMember'
import { Spinner } from '../progress/Spinner'

/** An image the member uploaded earlier (a receipt, a screenshot), fetched from the server, which gives it to its owner only. */
export function UploadedImage({ id, alt }: { id: number; alt: string }) {
  const { queries } = useServices()
  const { member } = useMember()
  const image = useQuery(queries.uploadedImage(member.id, id))
  if (image.isPending) return <Spinner />
  if (!image.data) return null
  return <img className="uploaded-image" src={`data:${image.data.contentType};base64,${image.data.data}`} alt={alt} />
}
