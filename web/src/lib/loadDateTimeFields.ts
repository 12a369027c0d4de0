// The date and time fields' code loads on first show (lib/lazyField.tsx); a view test that types into a field right
// after its dialog opens loads it ahead, so the real field renders at once, as it does in the app after the first.
import { loadDayField } from './dateFields';
import { loadTimeField } from './timeField';

export async function loadDateTimeFields(): Promise<void> {
  await Promise.all([loadDayField(), loadTimeField()]);
}
