// 'Log API' grid (docs/areas/staff-and-support.md#api-log): the button that opens the entry's data readable (first, so
// it is in view however narrow the screen), date/time (DD/MM/YYYY HH:mm:ss), user, method, table, data before, data
// after.
import { Button } from '@blueprintjs/core';
import type { ApiLogGrid_EntryFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';
import { userLabel } from '../filters';
import { LogGrid, type LogColumn } from './LogGrid';

const data = (text: string | null) => text ?? '-';

function columns(onOpen: (entry: ApiLogGrid_EntryFragment) => void): LogColumn<ApiLogGrid_EntryFragment>[] {
  return [
    {
      name: 'Dados',
      width: 60,
      text: () => '',
      render: (e) => (
        <Button size="small" variant="minimal" icon="eye-open" aria-label={`Ver dados do registro ${e.id}`} title="Ver dados" onClick={() => onOpen(e)} />
      ),
    },
    { name: 'Data/Hora', width: 135, text: (e) => formatDateTime(e.at) },
    // Wide enough for a key's changes ('integração: <name> (<matrícula>)'); the data columns give up the room.
    { name: 'Usuário', width: 230, text: (e) => userLabel(e.user) },
    { name: 'Método', width: 65, text: (e) => e.method },
    { name: 'Tabela', width: 140, text: (e) => e.table },
    { name: 'Dado Antes', width: 200, text: (e) => data(e.before) },
    { name: 'Dado Depois', width: 200, text: (e) => data(e.after) },
  ];
}

interface Props {
  entries: readonly ApiLogGrid_EntryFragment[];
  onOpen: (entry: ApiLogGrid_EntryFragment) => void;
}

export function ApiLogGrid({ entries, onOpen }: Props) {
  return <LogGrid label="Log API" rows={entries} columns={columns(onOpen)} />;
}
