import { useEffect, useRef, useState } from 'react';
import { Card, H3 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LoginMutation } from '../queries';
import { LoginForm } from '../components/LoginForm';
import type { LoginFields } from '../loginValidation';
import { useSession } from '../../kernel/session';
import { dismissToast, showToast } from '../../kernel/toaster';

/** Spec 000 section 9: the dashboard opens 3 s after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 3000;
// Shown when the gateway could not be reached at all; same wording as the spec's retry message.
const UNREACHABLE_MESSAGE = 'Erro na tentativa de login: Tente Novamente';
/** Toasts about the login replace each other; a new attempt takes the last refusal away. */
const LOGIN_TOAST = 'login';

export function LoginView() {
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [login] = useMutation(LoginMutation);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const fail = (message: string) => {
    setPending(false);
    setError(message);
    void showToast({ intent: 'danger', icon: 'error', message }, LOGIN_TOAST);
  };

  const submit = async ({ matricula, senha }: LoginFields) => {
    setPending(true);
    setError(null);
    void dismissToast(LOGIN_TOAST);
    try {
      const { data } = await login({ variables: { matricula, password: senha } });
      const payload = data?.login;
      if (!payload || payload.errors.length > 0 || !payload.me) {
        fail(payload?.errors[0]?.message ?? UNREACHABLE_MESSAGE);
        return;
      }
      const me = payload.me;
      redirectTimer.current = window.setTimeout(() => {
        startSession(me);
        navigate('/dashboard/', { replace: true });
      }, LOGIN_REDIRECT_DELAY_MS);
    } catch {
      fail(UNREACHABLE_MESSAGE);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card" elevation={2}>
        <H3>Acesso ao Painel</H3>
        <LoginForm loading={pending} error={error} onSubmit={(fields) => void submit(fields)} />
      </Card>
    </div>
  );
}
