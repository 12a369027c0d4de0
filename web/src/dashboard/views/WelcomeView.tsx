import { Card, H4, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useSession } from '../../kernel/session';
import { roleLabel } from '../roles';

export function WelcomeView() {
  const { me } = useSession();
  if (!me) return null; // RequireSession keeps this route for logged-in users
  return (
    <div className="dashboard-welcome">
      <NonIdealState
        icon="dashboard"
        title={`Bem-vindo(a), ${me.user.name}!`}
        description="Use o menu ao lado para acessar as áreas do painel."
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
  );
}
