// 'Ordenar Seções por Filial' (docs/areas/catalogue.md#sections, the rank dialog): the branch selector (active
// branches), the branch's ranks in rank order, dragged into a new order (one reorderSectionRanks with the whole
// order) and made available or not one at a time (updateSectionRank). A failed reorder shows the order stored at the
// branch.
import { useEffect, useState } from 'react';
import { Button, Callout, DialogBody, DialogFooter, FormGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { RankList_RankFragment } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { AppDialog } from '../../lib/dialog';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { Select } from '../../lib/select';
import { failurePrefixes, useRecordSave } from '../../lib/useRecordSave';
import { RankEditDialog } from '../components/RankEditDialog';
import { RankList } from '../components/RankList';
import { byPosition, inOrder, SECTION_TOASTS } from '../form';
import { ReorderSectionRanksMutation, SectionRankBranchesQuery, SectionRanksQuery, UpdateSectionRankMutation } from '../queries';

interface Props {
  isOpen: boolean;
  onClose: () => void;
}

export function SectionRanksDialog({ isOpen, onClose }: Props) {
  const [dragging, setDragging] = useState(false);
  return (
    <AppDialog isOpen={isOpen} title="Ordenar Seções por Filial" onClose={onClose} canEscapeKeyClose={!dragging} className="section-ranks-dialog">
      {isOpen && <RanksBody onClose={onClose} onDraggingChange={setDragging} />}
    </AppDialog>
  );
}

function RanksBody({ onClose, onDraggingChange }: { onClose: () => void; onDraggingChange: (dragging: boolean) => void }) {
  const branches = useQuery(SectionRankBranchesQuery);
  const options = branches.data?.branchChoices ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  // One branch only: nothing to choose, its ranks show at once.
  const branch = chosen ?? (options.length === 1 ? options[0].code : null);

  useEffect(() => {
    if (branches.error)
      void showToast({ intent: 'danger', message: prefixedError(SECTION_TOASTS.branchesFailed, errorText(branches.error)) }, 'secoes-filiais');
  }, [branches.error]);

  return (
    <>
      <DialogBody>
        {branches.loading && <Spinner size={24} aria-label="Carregando filiais" />}
        {branches.error && <Callout intent="danger" title="Não foi possível carregar as filiais" />}
        {options.length > 1 && (
          <FormGroup label="Filial" labelFor="secao-rank-filial">
            <Select
              id="secao-rank-filial"
              fill
              value={branch ?? ''}
              onChange={(event) => setChosen(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
            >
              <option value="">Selecione a filial</option>
              {options.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.code} - {b.name}
                </option>
              ))}
            </Select>
          </FormGroup>
        )}
        {!branches.loading && !branches.error && options.length === 0 && <NonIdealState icon="office" title="Nenhuma filial ativa" />}
        {branch !== null && <BranchRanks key={branch} branch={branch} onDraggingChange={onDraggingChange} />}
      </DialogBody>
      <DialogFooter actions={<Button text="Fechar" onClick={onClose} />} />
    </>
  );
}

function BranchRanks({ branch, onDraggingChange }: { branch: number; onDraggingChange: (dragging: boolean) => void }) {
  const { data, loading, error, refetch } = useQuery(SectionRanksQuery, { variables: { branch }, notifyOnNetworkStatusChange: true });
  const [reorder, { loading: saving }] = useMutation(ReorderSectionRanksMutation);
  const [update] = useMutation(UpdateSectionRankMutation);
  const [pending, setPending] = useState<string[] | null>(null);
  const [updatingId, setUpdatingId] = useState<string | null>(null);
  // A rank is only edited: the dialog's record always has its id.
  const editing = useRecordSave<{ available: boolean }, { rank: RankList_RankFragment }>(
    failurePrefixes(SECTION_TOASTS.updateFailed, SECTION_TOASTS.updateFailed),
  );
  const stored = data ? byPosition(data.sectionRanks, (r) => r.rank) : null;
  const ranks = stored && (inOrder(stored, pending) ?? stored);

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(SECTION_TOASTS.loadFailed, errorText(error)) }, 'secoes-rank');
  }, [error]);

  const failed = async (text: string) => {
    void showToast({ intent: 'danger', message: prefixedError(SECTION_TOASTS.reorderFailed, text) });
    // The order stored at the branch, whatever part of the change was written.
    await refetch().catch(() => undefined);
  };

  const saveOrder = async (ids: string[]) => {
    setPending(ids);
    try {
      const payload = (await reorder({ variables: { branch, ids } })).data?.reorderSectionRanks;
      if (!payload || payload.errors.length) await failed(payload ? userErrorsText(payload.errors) : 'sem resposta');
      else {
        // The answer's ranks carry their new positions into the cache; a failed read afterwards reloads.
        if (!payload.ranks) await refetch().catch(() => undefined);
        if (payload.message) void showToast({ intent: 'success', message: payload.message });
      }
    } catch (failure) {
      await failed(errorText(failure));
    } finally {
      setPending(null);
    }
  };

  /** Saves the open rank's availability (the edit dialog closes once the gateway took it). */
  const setAvailable = (available: boolean) =>
    editing.save(async ({ rank }) => {
      setUpdatingId(rank.id);
      try {
        // The row shows the new state at once; Apollo takes it back if the gateway refuses.
        const optimisticResponse = {
          updateSectionRank: { __typename: 'SectionRankPayload' as const, message: null, errors: [], rank: { ...rank, available } },
        };
        return (await update({ variables: { id: rank.id, available }, optimisticResponse })).data?.updateSectionRank;
      } finally {
        setUpdatingId(null);
      }
    });

  if (!ranks && loading) return <Spinner size={24} aria-label="Carregando seções da filial" />;
  if (!ranks && error)
    return (
      <NonIdealState
        icon="error"
        title="Não foi possível carregar as seções da filial"
        action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void refetch().catch(() => undefined)} />}
      />
    );
  if (!ranks || ranks.length === 0) return <NonIdealState icon="layers" title="Nenhuma seção ordenada nesta filial" />;
  return (
    <div data-ranks-ready={!saving && !loading ? true : undefined}>
      <p className="sortable-hint">Arraste pela alça, ou foque a alça e use Espaço e as setas para mudar a ordem.</p>
      <RankList
        ranks={ranks}
        saving={saving}
        updatingId={updatingId}
        onReorder={(ids) => void saveOrder(ids)}
        onEdit={(rank) => editing.open({ id: rank.id, initial: { available: rank.available }, rank })}
        onDraggingChange={onDraggingChange}
      />
      <RankEditDialog
        rank={editing.form?.rank ?? null}
        loading={updatingId !== null}
        onClose={editing.close}
        onSubmit={(available) => (available === editing.form?.initial.available ? editing.close() : void setAvailable(available))}
      />
    </div>
  );
}
