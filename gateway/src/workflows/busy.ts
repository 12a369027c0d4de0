// What a busy answer says (docs/decisions/0042-runs-held-by-heartbeat.md): the action's own words while a live process
// runs the run holding the subject, other, true words when that process went silent or the run just ended.
import type { UserErrorData } from '../user-error';
import type { BusyHolder } from './runs';

/** The busy text of a form's change: its failure prefix and what holds it ('Erro ao Atualizar: alteração ...'). */
export const busyText = (failedPrefix: string) => `${failedPrefix}alteração em andamento. Aguarde.`;

/** The busy text when the run holding the subject has a silent holder: nobody is at it, its lease frees it soon. */
const SILENT = 'a alteração anterior parou de responder (o servidor que a fazia parou) e será liberada em instantes. Tente novamente em alguns segundos.';
export const silentBusyText = (failedPrefix: string) => (failedPrefix ? `${failedPrefix}${SILENT}` : `${SILENT[0].toUpperCase()}${SILENT.slice(1)}`);

/** The busy text when the run that held the subject ended between the attempt and the look at it. */
export const JUST_FREED = 'A alteração anterior acabou de terminar. Confira e tente novamente.';

export const busyError = (message: string): UserErrorData => ({ code: 'WORKFLOW_BUSY', message, field: null });

/**
 * What a busy answer says, true to what holds the subject: `live` only while a live holder does, `silent` when the
 * holder stopped beating, JUST_FREED when nothing holds it any more.
 */
export function busyMessage(holder: BusyHolder | null, live: string, silent: string): string {
  if (!holder) return JUST_FREED;
  return holder.live ? live : silent;
}
