import { Icon } from './Icon'

/** Three bars: the phone menu's button. */
export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  )
}
