// The keys as a table: name, pages, branch, created by and at, expiry, last use, state, and 'Revogar'.
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import type { IntegrationKeyRow_KeyFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { pageLabel, STATE_LABELS } from '../form';

const STATE_INTENT = { ACTIVE: 'success', EXPIRED: 'none', REVOKED: 'danger' } as const;

export function KeyTable({ keys, onRevoke }: { keys: readonly IntegrationKeyRow_KeyFragment[]; onRevoke(key: IntegrationKeyRow_KeyFragment): void }) {
  return (
    <HTMLTable className="integration-keys" striped>
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">Páginas</th>
          <th scope="col">Filial</th>
          <th scope="col">Criada por</th>
          <th scope="col">Criada em</th>
          <th scope="col">Validade</th>
          <th scope="col">Último uso</th>
          <th scope="col">Situação</th>
          <th scope="col">
            <span className="bp6-text-muted">Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td>{key.name}</td>
            <td>{key.pages.map(pageLabel).join(', ')}</td>
            <td>{key.branch ?? 'Todas'}</td>
            <td>{key.createdBy}</td>
            <td>{formatDateTime(key.createdAt)}</td>
            <td>{formatDateTime(key.expiresAt)}</td>
            <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Nunca usada'}</td>
            <td>
              <Tag intent={STATE_INTENT[key.state]} minimal>
                {STATE_LABELS[key.state]}
              </Tag>
            </td>
            <td>
              {key.state === 'ACTIVE' && (
                <Button size="small" intent="danger" icon="disable" text="Revogar" aria-label={`Revogar ${key.name}`} onClick={() => onRevoke(key)} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
