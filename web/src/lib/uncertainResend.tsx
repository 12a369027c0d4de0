// A save the gateway stopped as uncertain (error code UNCERTAIN: the upstream may have written the record, its
// answer was lost) is sent again only after the person has checked: its text says what to check, and 'Tente
// Novamente' first asks, restating it. The confirmation is mounted on its own, so every page's record dialog gets it
// through useRecordSave without rendering anything new.
import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from './dialog';

export const UNCERTAIN_CODE = 'UNCERTAIN';
export const RESEND_TITLE = 'Envio não confirmado';
export const RESEND_QUESTION = 'Confira antes de enviar de novo:';
export const RESEND_ANSWERS = { no: 'Cancelar', yes: 'Tente Novamente', intent: 'warning' } as const;

/** The uncertain error among a payload's errors, if any. */
export function uncertainError<E extends { code: string }>(errors: readonly E[]): E | undefined {
  return errors.find((e) => e.code === UNCERTAIN_CODE);
}

/** Asks whether to send again, restating what to check; resolves true only on 'Tente Novamente'. */
export function confirmResend(whatToCheck: string): Promise<boolean> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  let answered = false;
  return new Promise((resolve) => {
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      resolve(yes);
      // Unmounted after the click that answered has been handled.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(
      <ConfirmDialog
        open
        title={RESEND_TITLE}
        question={RESEND_QUESTION}
        detail={<p>{whatToCheck}</p>}
        answers={RESEND_ANSWERS}
        loading={false}
        onClose={() => answer(false)}
        onSubmit={() => answer(true)}
      />,
    );
  });
}
