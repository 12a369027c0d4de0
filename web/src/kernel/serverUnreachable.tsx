// What the panel shows, instead of the login form, when the gateway cannot be reached while it checks the session:
// the session may well still be valid, so nobody is sent to log in again; the check is repeated until it answers.
import { Button } from '@blueprintjs/core';
import { SERVER_UNREACHABLE } from '../lib/errors';
import './serverUnreachable.css';

const SERVER_UNREACHABLE_TITLE = 'Servidor indisponível';

export function ServerUnreachable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <main className="app-server-unreachable" role="alert">
      <h2>{SERVER_UNREACHABLE_TITLE}</h2>
      <p>{SERVER_UNREACHABLE}</p>
      <p>O painel tenta novamente sozinho; sua sessão continua ativa.</p>
      <Button intent="primary" icon="refresh" text="Tentar novamente" loading={retrying} onClick={onRetry} />
    </main>
  );
}
