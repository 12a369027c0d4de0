import { lazy, Suspense } from 'react';
import { Card, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useSession } from '../../kernel/session';
import { roleLabel } from '../roles';

// Its own chunk with the chart library: fetched only for a user the policy lets see the chart.
const SalesChartPanel = lazy(() => import('./SalesChartPanel').then((m) => ({ default: m.SalesChartPanel })));

export const NO_PAGES_MESSAGE = 'O seu perfil não tem páginas no painel. Em caso de dúvida, fale com o seu gerente.';

export function WelcomeView() {
  const { me } = useSession();
  if (!me) return null; // RequireSession keeps this route for logged-in users
  // A profile whose pages are all outside the panel (the deliveryman works in the app) has an empty menu.
  const hasPanelPages = me.pages.some((page) => page !== 'dashboard');
  return (
    <>
      <div className="dashboard-welcome">
        <NonIdealState
          icon="dashboard"
          title={`Bem-vindo(a), ${me.user.name}!`}
          description={hasPanelPages ? 'Use o menu ao lado para acessar as áreas do painel.' : NO_PAGES_MESSAGE}
        />
        <Card className="dashboard-user-card">
          <H4 className="dashboard-user-title">Seus dados</H4>
          <HTMLTable compact>
            <tbody>
              <tr>
                <th scope="row">Nome</th>
                <td>{me.user.name}</td>
              </tr>
              <tr>
                <th scope="row">Matrícula</th>
                <td>{me.user.matricula}</td>
              </tr>
              <tr>
                <th scope="row">Cargo</th>
                <td>{roleLabel(me.type)}</td>
              </tr>
              <tr>
                <th scope="row">Filial</th>
                <td>{me.branch ?? 'Todas as filiais'}</td>
              </tr>
            </tbody>
          </HTMLTable>
        </Card>
      </div>
      {me.actions.includes('SEE_SALES_CHART') && (
        <Suspense fallback={<Spinner className="dashboard-chart-loading" size={30} aria-label="Carregando gráfico de vendas" />}>
          <SalesChartPanel />
        </Suspense>
      )}
    </>
  );
}
