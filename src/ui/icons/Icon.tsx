import type { ReactNode } from 'react'

/**
 * The frame of every icon: a 24-unit square drawn in the text's colour, hidden from assistive
 * technology (the control or text beside it carries the meaning). Inline SVG rather than emoji,
 * which show as empty boxes on systems without an emoji font.
 */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  )
}
