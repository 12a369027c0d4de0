// The notifications table (spec 001 section 2.7): ID, title, message, type, image (or '-'), scheduled (Sim/Não),
// creation date, send date (the creation date when not scheduled) and selected users.
import { HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { NotificationRow_NotificationFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { stripedTable, TableRows } from '../../lib/virtualRows';

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
    <HTMLTable className="list-table" striped={stripedTable(notifications.length)} compact>
      <thead>
        <tr>
          <th>ID</th>
          <th>Título</th>
          <th>Mensagem</th>
          <th>Tipo</th>
          <th>Imagem</th>
          <th>Agendada</th>
          <th>Data de Criação</th>
          <th>Data de Envio</th>
          <th>Usuários Selecionados</th>
        </tr>
      </thead>
      <TableRows items={notifications} getKey={(n) => n.id} estimateHeight={41} columns={9}>
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
      </TableRows>
    </HTMLTable>
  );
}
