import { Icon } from './Icon'

/** A loudspeaker: the announcement ticker's label. */
export function MegaphoneIcon() {
  return (
    <Icon>
      <path d="M3 10v4h3l8 5V5L6 10H3z" />
      <path d="M17.5 9a4 4 0 0 1 0 6M20 6.5a8 8 0 0 1 0 11" />
    </Icon>
  )
}
