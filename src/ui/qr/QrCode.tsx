import { useMemo } from 'react'
import { encode } from 'uqr'

/** A QR code drawn here in the browser (nothing is sent anywhere), with its text as the accessible name. */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { border: 2 })
    const squares = qr.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    return { path: squares.join(''), modules: qr.size }
  }, [value])
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
