// The rank edit dialog (docs/areas/catalogue.md#sections: 'a rank edit modal with an available checkbox'): the
// section's name at the branch and 'Disponível' (rank ativo), saved with 'Salvar'; 'Cancelar' leaves it as it was.
import { useState } from 'react';
import { Checkbox } from '@blueprintjs/core';
import type { RankList_RankFragment } from '../../generated/graphql';
import { AppDialog, DialogForm } from '../../lib/dialog';

interface Props {
  rank: RankList_RankFragment | null;
  loading: boolean;
  onClose: () => void;
  onSubmit: (available: boolean) => void;
}

export function RankEditDialog({ rank, loading, onClose, onSubmit }: Props) {
  return (
    <AppDialog isOpen={rank !== null} title="Editar Rank da Seção" onClose={onClose} canOutsideClickClose={!loading}>
      {rank && <RankForm key={rank.id} rank={rank} loading={loading} onClose={onClose} onSubmit={onSubmit} />}
    </AppDialog>
  );
}

function RankForm({ rank, loading, onClose, onSubmit }: Omit<Props, 'rank'> & { rank: RankList_RankFragment }) {
  const [available, setAvailable] = useState(rank.available);
  return (
    <DialogForm submitText="Salvar" loading={loading} onCancel={onClose} onSubmit={() => onSubmit(available)}>
      <p>
        <strong>{rank.description}</strong> · Filial {rank.branch} · Posição {rank.rank + 1}
      </p>
      <Checkbox label="Disponível" checked={available} disabled={loading} onChange={(event) => setAvailable(event.currentTarget.checked)} />
    </DialogForm>
  );
}
