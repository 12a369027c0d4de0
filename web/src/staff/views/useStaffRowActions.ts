// The row actions of the staff pages (docs/decisions/0040-people-who-leave.md): 'Desativar' / 'Reativar' through the
// page's own mutation (the gateway binds a submanager to its branch and refuses managers), and, for those whose pages
// include 'Funcionários' (type 1), 'Enviar redefinição de senha' with the link shown to copy as on '/recovery/'. Each
// asks first (StaffActionDialogs), then says the gateway's text in a toast and reloads the list.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { StaffTable_MembersFragment } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { copyText } from '../../lib/clipboard';
import type { StaffKind } from '../kinds';
import {
  DeactivateDeliverymanMutation,
  DeactivateEmployeeMutation,
  DeactivatePickerMutation,
  ReactivateDeliverymanMutation,
  ReactivateEmployeeMutation,
  ReactivatePickerMutation,
  SendEmployeePasswordResetMutation,
} from '../queries';

type Member = StaffTable_MembersFragment;

const DEACTIVATE = { employee: DeactivateEmployeeMutation, picker: DeactivatePickerMutation, deliveryman: DeactivateDeliverymanMutation } as const;
const REACTIVATE = { employee: ReactivateEmployeeMutation, picker: ReactivatePickerMutation, deliveryman: ReactivateDeliverymanMutation } as const;

/** Shown when the gateway cannot be reached at all (its own refusals carry their own words). */
export const ROW_ACTION_FAILED = {
  deactivate: 'Erro ao Desativar: ',
  reactivate: 'Erro ao Reativar: ',
  reset: 'Erro ao Enviar Redefinição de Senha: ',
} as const;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useStaffRowActions(kind: StaffKind, reload: () => void) {
  const [activating, setActivating] = useState<Member | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [link, setLink] = useState<{ link: string; copied: boolean } | null>(null);
  const [deactivate, deactivation] = useMutation(DEACTIVATE[kind]);
  const [reactivate, reactivation] = useMutation(REACTIVATE[kind]);
  const [sendReset, reset] = useMutation(SendEmployeePasswordResetMutation);

  const confirmActivation = async () => {
    if (!activating) return;
    const turningOff = activating.active;
    try {
      const answer = turningOff ? await deactivate({ variables: { id: activating.id } }) : await reactivate({ variables: { id: activating.id } });
      const payload = answer.data ? Object.values(answer.data)[0] : null;
      const error = payload?.errors[0];
      const failed = turningOff ? ROW_ACTION_FAILED.deactivate : ROW_ACTION_FAILED.reactivate;
      if (error || !payload) void showToast({ intent: 'danger', message: error?.message ?? failed.trim() });
      else void showToast({ intent: 'success', message: payload.message ?? '' });
      reload();
    } catch (failure) {
      void showToast({ intent: 'danger', message: `${turningOff ? ROW_ACTION_FAILED.deactivate : ROW_ACTION_FAILED.reactivate}${errorText(failure)}` });
    }
    setActivating(null);
  };

  const confirmReset = async () => {
    if (!resetting) return;
    try {
      const payload = (await sendReset({ variables: { id: resetting.id } })).data?.sendEmployeePasswordReset;
      if (payload?.link) {
        void showToast({ intent: 'success', message: payload.message ?? '' });
        setLink({ link: payload.link, copied: await copyText(payload.link) });
      } else {
        void showToast({ intent: 'danger', message: payload?.errors[0]?.message ?? ROW_ACTION_FAILED.reset.trim() });
      }
    } catch (failure) {
      void showToast({ intent: 'danger', message: `${ROW_ACTION_FAILED.reset}${errorText(failure)}` });
    }
    setResetting(null);
  };

  return {
    activating,
    activationLoading: deactivation.loading || reactivation.loading,
    askActivation: setActivating,
    closeActivation: () => setActivating(null),
    confirmActivation: () => void confirmActivation(),
    resetting,
    resetLoading: reset.loading,
    askReset: setResetting,
    closeReset: () => setResetting(null),
    confirmReset: () => void confirmReset(),
    link,
    copyLinkAgain: async () => link && setLink({ ...link, copied: await copyText(link.link) }),
    closeLink: () => setLink(null),
  };
}
