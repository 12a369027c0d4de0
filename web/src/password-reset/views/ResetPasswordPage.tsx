// '/resetpasswordapp/:uuid/:token' and '/resetpasswordweb/:uuid/:token' (docs/areas/staff-and-support.md#reset-pages),
// public: the link is verified through the gateway on opening; a link that does not verify shows error02 and no form;
// otherwise new password and confirmation, then success or error01 in the result dialog.
import { useState } from 'react';
import { Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { OutcomeDialog, type ResetOutcome } from '../components/OutcomeDialog';
import { PASSWORD_RESET_TEXTS, type NewPasswordErrors, type NewPasswordValues } from '../form';
import { PasswordResetLinkQuery, ResetPasswordMutation } from '../queries';
import '../password-reset.css';

/** Both pages behave the same (docs/areas/staff-and-support.md#reset-pages); the web one, reached from '/recovery/' links, also leads to the login. */
export function ResetPasswordPage({ variant }: { variant: 'app' | 'web' }) {
  const { uuid = '', token = '' } = useParams();
  const check = useQuery(PasswordResetLinkQuery, { variables: { uuid, token }, fetchPolicy: 'network-only' });
  const [reset, { loading: saving }] = useMutation(ResetPasswordMutation);
  const [submitted, setSubmitted] = useState<ResetOutcome | null>(null);
  const [successText, setSuccessText] = useState('');
  const [dialogClosed, setDialogClosed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});

  const linkFailed = !check.loading && (check.error !== undefined || check.data?.passwordResetLink.valid !== true);
  const outcome: ResetOutcome | null = submitted ?? (linkFailed ? 'error02' : null);

  const finish = (result: ResetOutcome) => {
    setSubmitted(result);
    setDialogClosed(false);
  };
  const submit = async (values: NewPasswordValues) => {
    setFieldErrors({});
    try {
      const { data } = await reset({ variables: { uuid, token, ...values } });
      const payload = data?.resetPassword;
      if (payload?.done) {
        setSuccessText(payload.message ?? '');
        return finish('success');
      }
      const onFields = Object.fromEntries(
        (payload?.errors ?? []).filter((e) => e.field === 'password' || e.field === 'confirmation').map((e) => [e.field, e.message]),
      );
      if (Object.keys(onFields).length > 0) return setFieldErrors(onFields);
      finish('error01');
    } catch {
      finish('error01');
    }
  };

  let body;
  if (check.loading) {
    body = <NonIdealState icon={<Spinner size={40} aria-label="Verificando link" />} title="Verificando link..." />;
  } else if (outcome === 'error02') {
    body = <NonIdealState icon="error" title="Link inválido" description={PASSWORD_RESET_TEXTS.verificationFailed} />;
  } else if (outcome === 'success') {
    body = (
      <NonIdealState
        icon="tick-circle"
        title="Senha redefinida"
        description={successText}
        action={variant === 'web' ? <Link to="/">Ir para o login</Link> : undefined}
      />
    );
  } else {
    body = <NewPasswordForm loading={saving} serverErrors={fieldErrors} onSubmit={(values) => void submit(values)} />;
  }

  return (
    <div className="reset-page">
      <Card className="reset-card" elevation={2}>
        <H3>Redefinição de Senha</H3>
        {body}
      </Card>
      <OutcomeDialog outcome={dialogClosed ? null : outcome} successText={successText} onClose={() => setDialogClosed(true)} />
    </div>
  );
}
