// The props every registered dialog component takes. Apart from the registry, which imports the
// components, so that a dialog naming its props imports nothing that imports it back.
import type { DialogName, DialogPropsMap } from '../../machines/dialogs/types'

export interface DialogComponentProps<N extends DialogName> {
  props: DialogPropsMap[N]
}
