// The notifications table (docs/areas/catalogue.md#notifications): ID, title, message, type, image (or '-'),
// scheduled (Sim/Não), creation date, send date (the creation date when not scheduled) and selected users.
import { graphql } from '../../generated';
import type { NotificationRow_NotificationFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { ListTable } from '../../lib/listTable';
import '../notifications.css';

export const NotificationRowFragment = graphql(`
  fragment NotificationRow_notification on PushNotification {
    id
    title
    message
    audience
    imageUrl
    scheduled
    createdAt
    sendAt
    selectedUsers
  }
`);

export type NotificationRow = NotificationRow_NotificationFragment;

export const AUDIENCE_LABELS = { GENERAL: 'Geral', PICKED: 'Usuários Específicos' } as const;

export function NotificationTable({ notifications }: { notifications: readonly NotificationRow[] }) {
  return (
    <ListTable
      headers={['ID', 'Título', 'Mensagem', 'Tipo', 'Imagem', 'Agendada', 'Data de Criação', 'Data de Envio', 'Usuários Selecionados']}
      items={notifications}
      getKey={(n) => n.id}
      estimateHeight={41}
    >
      {(n) => (
        <tr>
          <td>{n.id}</td>
          <td>{n.title}</td>
          <td>{n.message}</td>
          <td>{AUDIENCE_LABELS[n.audience]}</td>
          <td>
            {n.imageUrl ? (
              <a href={n.imageUrl} target="_blank" rel="noreferrer">
                Ver imagem
              </a>
            ) : (
              '-'
            )}
          </td>
          <td>{n.scheduled ? 'Sim' : 'Não'}</td>
          <td className="list-nowrap">{formatDateTime(n.createdAt)}</td>
          <td className="list-nowrap">{formatDateTime(n.sendAt ?? n.createdAt)}</td>
          <td>
            {/* A send to thousands of customers names them all: the cell shows the start, the tooltip the rest. */}
            <div className="notification-selected-users" title={n.selectedUsers}>
              {n.selectedUsers || '-'}
            </div>
          </td>
        </tr>
      )}
    </ListTable>
  );
}
