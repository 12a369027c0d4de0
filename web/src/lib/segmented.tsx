// Segmented toggles ('Inicial | Separado', 'Quantidade pedida | Quantidade separada'). With Blueprint's default
// intent the chosen option is drawn as a plain raised button beside minimal ones and reads as the one *not*
// chosen; in the primary intent the chosen option is filled, so it looks chosen.
import { SegmentedControl, type SegmentedControlProps } from '@blueprintjs/core';

export function Segmented(props: Omit<SegmentedControlProps, 'intent'>) {
  return <SegmentedControl {...props} intent="primary" />;
}
