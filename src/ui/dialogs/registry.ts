// Dialog name → lazily loaded component and the key of its accessible name. Features add their
// dialogs here as they are built; the dialog machine's names are the keys.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DialogName, DialogProps } from '../../machines/dialogs/types'

export interface DialogComponentProps {
  props: DialogProps
}

export interface DialogRegistration {
  titleKey: string
  component: LazyExoticComponent<ComponentType<DialogComponentProps>>
}

export const dialogRegistry: Partial<Record<DialogName, DialogRegistration>> = {
  Login: { titleKey: 'login.title', component: lazy(() => import('./LoginDialog')) },
}
