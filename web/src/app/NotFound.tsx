import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <main className="app-not-found">
      <h1 className="app-not-found-oops">Oops</h1>
      <p className="app-not-found-code">404</p>
      <p className="app-not-found-text">A página que você está tentando acessar, não existe!</p>
      <Button intent="primary" size="large" icon="home" text="Voltar ao Painel de Controle" onClick={() => void navigate('/dashboard/')} />
    </main>
  );
}
