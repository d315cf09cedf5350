import { useTranslation } from 'react-i18next'
import type { DrawPrize } from '../../shared/calls/activity'
import { usePrizeText } from './PrizeText'
import './draws.css'

const RADIUS = 96
const COLOURS = ['#f5b82e', '#3b82c4', '#e0605e', '#4ed3a0', '#9b6ef3', '#f08a3c', '#2fb5c9']

/** The clockwise angle (0 = top) at the centre of segment `index` of `count`. */
function segmentCentre(index: number, count: number): number {
  return (index * 360) / count
}

/** The rotation, past `from`, after `turns` whole turns, that brings segment `index` under the pointer at the top. */
export function landingRotation(from: number, index: number, count: number, turns = 5): number {
  const target = (360 - segmentCentre(index, count)) % 360
  const delta = (target - (from % 360) + 360) % 360
  return from + turns * 360 + delta
}

function point(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`
}

interface WheelProps {
  prizes: readonly DrawPrize[]
  rotation: number
  /** Turning with a transition; the end of it is reported. */
  spinning: boolean
  onLanded: () => void
}

/**
 * The wheel: one equal segment per prize (the chances are the stated odds, not the segment sizes) and a
 * pointer at the top. It only ever turns to where the server's draw says it lands.
 */
export function Wheel({ prizes, rotation, spinning, onLanded }: WheelProps) {
  const { t } = useTranslation()
  const prizeText = usePrizeText()
  const span = 360 / prizes.length
  return (
    <div className="wheel">
      <svg viewBox="-100 -100 200 200" role="img" aria-label={t('draws.wheel_label', { count: prizes.length })}>
        <g
          className={spinning ? 'wheel-disc wheel-disc-spinning' : 'wheel-disc'}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(e) => e.target === e.currentTarget && spinning && onLanded()}
        >
          {prizes.map((prize, index) => {
            const centre = segmentCentre(index, prizes.length)
            const from = centre - span / 2
            const to = centre + span / 2
            return (
              <g key={prize.id}>
                <path
                  d={`M0 0 L${point(from, RADIUS)} A${RADIUS} ${RADIUS} 0 0 1 ${point(to, RADIUS)} Z`}
                  fill={COLOURS[index % COLOURS.length]}
                  stroke="#0f1624"
                  strokeWidth="1"
                />
                <text transform={`rotate(${centre}) translate(0 -62)`} textAnchor="middle" className="wheel-label">
                  {prizeText(prize)}
                </text>
              </g>
            )
          })}
          <circle r="14" fill="#0f1624" />
        </g>
        <path d="M-8 -100 L8 -100 L0 -84 Z" className="wheel-pointer" />
      </svg>
    </div>
  )
}
