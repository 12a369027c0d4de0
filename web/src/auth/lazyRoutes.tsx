// Public password pages (spec 002 section 2), loaded on demand. Their screens come in a later issue.
import { NonIdealState } from '@blueprintjs/core';
import type { RouteObject } from 'react-router';

function PendingScreen({ title }: { title: string }) {
  return (
    <NonIdealState
      icon="key"
      title={title}
      description={
        <>
          <strong>Em construção</strong>
          <p>Esta tela está sendo construída e ficará disponível em breve.</p>
        </>
      }
    />
  );
}

export const resetPasswordRoute: Pick<RouteObject, 'Component'> = {
  Component: () => <PendingScreen title="Redefinição de Senha" />,
};

export const recoveryRoute: Pick<RouteObject, 'Component'> = {
  Component: () => <PendingScreen title="Recuperação de Senha" />,
};
