// '/recovery/' (docs/areas/staff-and-support.md#recovery-link; type 1 by the policy, others are sent away by the route
// guard): an e-mail in, the product API's reset link out, shown in a dialog and copied to the clipboard. A failure
// shows the spec's verification text (error02: a failed recovery says what a link that does not verify says).
import { useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { showToast } from '../../lib/toaster';
import { copyText } from '../../lib/clipboard';
import { RecoveryLinkDialog } from '../../lib/recoveryLinkDialog';
import { FIELD_LABELS, PASSWORD_RESET_TEXTS, RESET_BOUNDS, validateRecoveryEmail } from '../form';
import { RequestPasswordRecoveryMutation } from '../queries';
import '../password-reset.css';

const RECOVERY_TOAST = 'recovery';

export function RecoveryPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<{ link: string; copied: boolean } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordRecoveryMutation);

  const fail = (message: string, onField: boolean) => {
    if (onField) setFieldError(message);
    void showToast({ intent: 'danger', icon: 'error', message }, RECOVERY_TOAST);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRecoveryEmail(email);
    setFieldError(problem);
    if (problem || loading) return;
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const payload = data?.requestPasswordRecovery;
      const link = payload?.link;
      if (!link) {
        const error = payload?.errors[0];
        return fail(error?.message ?? PASSWORD_RESET_TEXTS.verificationFailed, error?.field === 'email');
      }
      setResult({ link, copied: await copyText(link) });
    } catch {
      fail(PASSWORD_RESET_TEXTS.verificationFailed, false);
    }
  };

  const copyAgain = async () => {
    if (result) setResult({ ...result, copied: await copyText(result.link) });
  };

  return (
    <div className="reset-page">
      <Card className="reset-card" elevation={2}>
        <H3>Recuperação de Senha</H3>
        <p>Informe o e-mail do usuário para gerar o link de redefinição de senha.</p>
        <form className="recovery-form" onSubmit={(event) => void submit(event)} noValidate>
          <FormGroup label={FIELD_LABELS.email} labelFor="recovery-email" helperText={fieldError} intent={fieldError ? 'danger' : 'none'}>
            <InputGroup
              id="recovery-email"
              type="email"
              autoComplete="off"
              autoFocus
              size="large"
              maxLength={RESET_BOUNDS.email.maxLength}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              intent={fieldError ? 'danger' : 'none'}
              aria-invalid={fieldError ? true : undefined}
              disabled={loading}
            />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill icon="link" text="Gerar link" loading={loading} />
        </form>
        <Link className="recovery-back" to="/dashboard/">
          Voltar ao painel
        </Link>
      </Card>
      <RecoveryLinkDialog link={result?.link ?? null} copied={result?.copied ?? false} onCopy={() => void copyAgain()} onClose={() => setResult(null)} />
    </div>
  );
}
