// The privacy policy dialog's state for 'Configurações Apps': the text is read when the dialog opens (fresh, as the
// terms), the fields are checked before the gateway, and the gateway's field errors land on their fields. Failures
// to read close the dialog with the gateway's words; a failed save keeps it open with the spec's style of prefix.
// Where the product API has no privacy policy (the gateway's privacyPolicyAvailability, asked first) the dialog
// opens with the gateway's note instead of the text, and nothing can be sent.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../lib/errors';
import type { PrivacyPolicyValues } from './components/PrivacyPolicyDialog';
import { REQUIRED_MESSAGE } from './form';
import { PrivacyPolicyAvailabilityQuery, PrivacyPolicyQuery, SavePrivacyPolicyMutation } from './queries';

export const PRIVACY_POLICY_TEXTS = {
  /** Only for failures the gateway could not word (the connection itself). */
  saveFailed: 'Erro ao Atualizar Política de Privacidade: ',
} as const;

type Errors = Partial<Record<keyof PrivacyPolicyValues, string>>;
const FIELDS: ReadonlyArray<keyof PrivacyPolicyValues> = ['title', 'body'];

export function usePrivacyPolicy(toastAbout: string) {
  const [open, setOpen] = useState(false);
  const offered = useQuery(PrivacyPolicyAvailabilityQuery, { skip: !open, fetchPolicy: 'network-only' });
  const availability = offered.data?.privacyPolicyAvailability;
  const unavailable = availability && !availability.available ? (availability.note ?? '') : null;
  const policy = useQuery(PrivacyPolicyQuery, { skip: !open || !availability?.available, fetchPolicy: 'network-only' });
  const [values, setValues] = useState<PrivacyPolicyValues>({ title: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [save, { loading: saving }] = useMutation(SavePrivacyPolicyMutation);

  useEffect(() => {
    if (open && policy.data) setValues({ title: policy.data.privacyPolicy.title, body: policy.data.privacyPolicy.body });
  }, [open, policy.data]);
  const readError = offered.error ?? policy.error;
  useEffect(() => {
    if (!readError) return;
    void showToast({ intent: 'danger', message: errorText(readError) }, toastAbout);
    setOpen(false);
  }, [readError, toastAbout]);

  const submit = async () => {
    if (unavailable !== null) return;
    const missing = FIELDS.filter((field) => !values[field].trim());
    setErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED_MESSAGE])));
    if (missing.length) return;
    try {
      const payload = (await save({ variables: { input: values } })).data?.savePrivacyPolicy;
      if (!payload) return;
      if (payload.errors.length) {
        const onFields = payload.errors.filter((e) => FIELDS.some((f) => f === e.field));
        setErrors(Object.fromEntries(onFields.map((e) => [e.field!, e.message])));
        const others = payload.errors.filter((e) => !onFields.includes(e));
        if (others.length) void showToast({ intent: 'danger', message: userErrorsText(others) }, toastAbout);
        return;
      }
      setOpen(false);
      void showToast({ intent: 'success', message: payload.message ?? '' }, toastAbout);
    } catch (error) {
      void showToast({ intent: 'danger', message: prefixedError(PRIVACY_POLICY_TEXTS.saveFailed, errorText(error)) }, toastAbout);
    }
  };

  return {
    /** The dialog shows once the text is read, or at once with the note where there is no privacy policy. */
    open: open && (Boolean(policy.data) || unavailable !== null),
    loading: open && (offered.loading || policy.loading),
    /** The gateway's note when this product API offers no privacy policy; null when it does. */
    unavailable,
    values,
    errors,
    saving,
    show: () => (setErrors({}), setOpen(true)),
    close: () => !saving && setOpen(false),
    change: setValues,
    save: () => void submit(),
  };
}
