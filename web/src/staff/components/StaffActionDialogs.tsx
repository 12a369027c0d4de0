// The confirmations of a staff row's actions (docs/decisions/0040-people-who-leave.md), each naming the person:
// 'Desativar' (in red: they can no longer log in and their open sessions end now; 'Indisponível' is the choice for
// someone who only should not get orders), 'Reativar', and 'Enviar redefinição de senha' (the '/recovery/' link for
// their e-mail). Focus starts on the action, so Enter confirms and Esc cancels.
import { useRef } from 'react';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { ConfirmDialog } from '../../lib/dialog';

type Member = StaffTable_MembersFragment;

interface Props {
  /** The person asked about; null: closed. */
  member: Member | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The last person shown, so the texts stay while the dialog closes. */
function useShown(member: Member | null): Member | null {
  const last = useRef<Member | null>(member);
  if (member) last.current = member;
  return last.current;
}

export const ACTIVATION_TEXTS = {
  deactivate: (name: string) => `Deseja realmente desativar ${name}?`,
  deactivateDetail:
    'A pessoa não poderá mais entrar no sistema e as sessões abertas dela serão encerradas agora. Para que ela apenas não receba pedidos, marque-a como Indisponível.',
  reactivate: (name: string) => `Deseja realmente reativar ${name}?`,
  reactivateDetail: 'A pessoa poderá entrar novamente com a senha dela.',
  reset: (name: string) => `Enviar redefinição de senha para ${name}?`,
  resetDetail: (email: string | null) =>
    `Será gerado um link de redefinição de senha para o e-mail cadastrado${email ? ` (${email})` : ''}, como em Redefinir Senha; copie-o e envie à pessoa.`,
} as const;

export function ActivationDialog({ member, loading, onClose, onConfirm }: Props) {
  const shown = useShown(member);
  const deactivating = shown?.active ?? true;
  const name = shown?.name ?? '';
  return (
    <ConfirmDialog
      open={member !== null}
      title={deactivating ? 'Desativar' : 'Reativar'}
      question={deactivating ? ACTIVATION_TEXTS.deactivate(name) : ACTIVATION_TEXTS.reactivate(name)}
      detail={<p className="staff-confirm-detail">{deactivating ? ACTIVATION_TEXTS.deactivateDetail : ACTIVATION_TEXTS.reactivateDetail}</p>}
      answers={deactivating ? { no: 'Cancelar', yes: 'Desativar', intent: 'danger' } : { no: 'Cancelar', yes: 'Reativar', intent: 'success' }}
      loading={loading}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}

export function SendResetDialog({ member, loading, onClose, onConfirm }: Props) {
  const shown = useShown(member);
  return (
    <ConfirmDialog
      open={member !== null}
      title="Enviar redefinição de senha"
      question={ACTIVATION_TEXTS.reset(shown?.name ?? '')}
      detail={<p className="staff-confirm-detail">{ACTIVATION_TEXTS.resetDetail(shown?.email ?? null)}</p>}
      answers={{ no: 'Cancelar', yes: 'Enviar', intent: 'primary' }}
      loading={loading}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}
