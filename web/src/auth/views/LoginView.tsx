import { useEffect, useRef, useState } from 'react';
import { Card, H3 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LoginMutation } from '../queries';
import { LoginForm } from '../components/LoginForm';
import type { LoginFields } from '../loginValidation';
import { useSession } from '../../kernel/session';

/** docs/areas/orders.md#constants: the dashboard opens 3 s after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 3000;
// Shown when the gateway could not be reached at all; same wording as the spec's retry message.
const UNREACHABLE_MESSAGE = 'Erro na tentativa de login: Tente Novamente';

export function LoginView() {
  const navigate = useNavigate();
  const { startSession } = useSession();
  const [login] = useMutation(LoginMutation);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Said once, under the form where the person looks (an alert, so a screen reader reads it too); not also a toast.
  const fail = (message: string) => {
    setPending(false);
    setError(message);
  };

  const submit = async ({ matricula, senha }: LoginFields) => {
    setPending(true);
    setError(null);
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
        void navigate('/dashboard/', { replace: true });
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
