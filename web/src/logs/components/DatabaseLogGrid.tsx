// 'Log Banco de Dados' grid (docs/areas/staff-and-support.md#database-log): start and end date/time (the end is '-'
// while the run is 'Executando'), user, request origin, method, table, status, observation, error.
import type { DatabaseLogGrid_EntryFragment } from '../../generated/graphql';
import { orDash } from '../../lib/documents';
import { formatDateTime } from '../../lib/format';
import { userLabel } from '../filters';
import { LogGrid, type LogColumn } from './LogGrid';

const COLUMNS: LogColumn<DatabaseLogGrid_EntryFragment>[] = [
  { name: 'Início', width: 128, text: (e) => formatDateTime(e.startedAt) },
  { name: 'Fim', width: 128, text: (e) => formatDateTime(e.endedAt) },
  { name: 'Usuário', width: 165, text: (e) => userLabel(e.user) },
  { name: 'Origem', width: 115, text: (e) => orDash(e.origin) },
  { name: 'Método', width: 65, text: (e) => orDash(e.method) },
  { name: 'Tabela', width: 75, text: (e) => orDash(e.table) },
  { name: 'Status', width: 85, text: (e) => orDash(e.status) },
  { name: 'Observação', width: 120, text: (e) => orDash(e.note) },
  { name: 'Erro', width: 150, text: (e) => orDash(e.error) },
];

export function DatabaseLogGrid({ entries }: { entries: readonly DatabaseLogGrid_EntryFragment[] }) {
  return <LogGrid label="Log Banco de Dados" rows={entries} columns={COLUMNS} />;
}
