// The keys as a table: name, pages, branch, created by and at, expiry, last use, state, and 'Revogar'.
import { Button, Tag } from '@blueprintjs/core';
import type { IntegrationKeyRow_KeyFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { ListTable } from '../../lib/listTable';
import { pageLabel, STATE_LABELS } from '../form';

const STATE_INTENT = { ACTIVE: 'success', EXPIRED: 'none', REVOKED: 'danger' } as const;

export function KeyTable({ keys, onRevoke }: { keys: readonly IntegrationKeyRow_KeyFragment[]; onRevoke(key: IntegrationKeyRow_KeyFragment): void }) {
  // Only an active key can be revoked: with none, the 'Ações' column would stand empty (the kit leaves it out).
  const revocable = keys.some((key) => key.state === 'ACTIVE');
  return (
    <ListTable
      className="integration-keys"
      headers={['Nome', 'Páginas', 'Filial', 'Criada por', 'Criada em', 'Validade', 'Último uso', 'Situação', revocable && 'Ações']}
      items={keys}
      getKey={(key) => key.id}
      estimateHeight={41}
      emptyText="Nenhuma chave criada"
    >
      {(key) => (
        <tr>
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
          {revocable && (
            <td>
              {key.state === 'ACTIVE' && (
                <Button size="small" intent="danger" icon="disable" text="Revogar" aria-label={`Revogar ${key.name}`} onClick={() => onRevoke(key)} />
              )}
            </td>
          )}
        </tr>
      )}
    </ListTable>
  );
}
