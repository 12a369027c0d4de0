// 'Seções - Ordenação no App' (page secao, types 1 and 2; docs/areas/catalogue.md#sections): the sections in app order,
// dragged into a new order with the mouse or the keyboard (one reorderSections with the whole visible order; a
// failure shows the order stored again), edit and details per section, a switch that shows the inactive ones too
// (docs/decisions/0013-inactive-sections-reachable.md, so one can be activated again) and the per-branch rank dialog.
import { useEffect, useState } from 'react';
import { Button, Spinner, Switch } from '@blueprintjs/core';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { SectionList_SectionFragment, SectionInput } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { failurePrefixes, useRecordSave } from '../../lib/useRecordSave';
import { SectionDetailsDialog, SectionEditDialog } from '../components/SectionDialogs';
import { SectionList } from '../components/SectionList';
import { byPosition, inOrder, SECTION_TOASTS, sectionFormOf, type SectionFormValues } from '../form';
import { ReorderSectionsMutation, SectionsQuery, UpdateSectionMutation } from '../queries';
import { SectionRanksDialog } from './SectionRanksDialog';
import { EmptyState } from '../../lib/emptyState';
import '../../lib/list.css';
import '../sections.css';

/** The switch lives in the URL, so a reload or Back keeps it. */
const INACTIVE_PARAM = 'inativas';

export function SectionsPage() {
  const [params, setParams] = useSearchParams();
  const includeInactive = params.get(INACTIVE_PARAM) === '1';
  const { data, previousData, loading, error, refetch } = useQuery(SectionsQuery, { variables: { includeInactive }, notifyOnNetworkStatusChange: true });
  const [reorder, { loading: reordering }] = useMutation(ReorderSectionsMutation);
  const [update, { loading: updating }] = useMutation(UpdateSectionMutation);
  const [pending, setPending] = useState<string[] | null>(null);
  // Sections are only edited (the list is the API's): the dialog's record always has its id.
  const editing = useRecordSave<SectionFormValues, { section: SectionList_SectionFragment }>(
    failurePrefixes(SECTION_TOASTS.updateFailed, SECTION_TOASTS.updateFailed),
  );
  const [details, setDetails] = useState<SectionList_SectionFragment | null>(null);
  const [ranksOpen, setRanksOpen] = useState(false);

  // Shown by their stored position: a reorder's answer moves the cached sections without a new read.
  const items = (data ?? previousData)?.sections.items;
  const stored = items ? byPosition(items, (s) => s.order) : null;
  const sections = stored && (inOrder(stored, pending) ?? stored);

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(SECTION_TOASTS.loadFailed, errorText(error)) }, 'secoes');
  }, [error]);

  const setIncludeInactive = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set(INACTIVE_PARAM, '1');
      else next.delete(INACTIVE_PARAM);
      return next;
    });

  const reloadStored = () => refetch().catch(() => undefined);

  const saveOrder = async (ids: string[]) => {
    setPending(ids);
    const failed = async (text: string) => {
      void showToast({ intent: 'danger', message: prefixedError(SECTION_TOASTS.reorderFailed, text) });
      await reloadStored();
    };
    try {
      const payload = (await reorder({ variables: { ids } })).data?.reorderSections;
      if (!payload || payload.errors.length) await failed(payload ? userErrorsText(payload.errors) : 'sem resposta');
      else {
        if (!payload.sections) await reloadStored();
        if (payload.message) void showToast({ intent: 'success', message: payload.message });
      }
    } catch (failure) {
      await failed(errorText(failure));
    } finally {
      setPending(null);
    }
  };

  const openEdit = (section: SectionList_SectionFragment) => {
    setDetails(null);
    editing.open({ id: section.id, initial: sectionFormOf(section), section });
  };

  const submit = (input: SectionInput) =>
    editing.save(async ({ id, section }) => {
      // Activated or deactivated: the lists with and without inactive sections differ by it, so every cached list
      // is dropped and the one on screen is read again.
      const dropLists = (cache: ApolloCache, saved: { active: boolean } | null | undefined) => {
        if (!saved || saved.active === section.active) return;
        cache.evict({ fieldName: 'sections' });
        cache.gc();
      };
      return (await update({ variables: { id: id!, input }, update: (cache, { data }) => dropLists(cache, data?.updateSection.section) })).data?.updateSection;
    });

  return (
    <div className="list-page" data-page-ready={sections || error ? true : undefined}>
      <header className="list-header">
        <h2>Seções - Ordenação no App</h2>
        <div className="list-header-actions">
          <Switch
            className="sections-switch"
            label="Mostrar seções inativas"
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
          />
          <Button icon="refresh" text="Atualizar Seções" loading={loading && Boolean(sections)} disabled={reordering} onClick={() => void reloadStored()} />
          <Button icon="sort" intent="primary" text="Ordenar Seções por Filial" onClick={() => setRanksOpen(true)} />
        </div>
      </header>
      {!sections && loading && <Spinner aria-label="Carregando seções" />}
      {!sections && !loading && error && (
        <EmptyState
          icon="error"
          title="Não foi possível carregar as seções"
          action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void reloadStored()} />}
        />
      )}
      {sections && sections.length === 0 && (
        <EmptyState
          icon="layers"
          title={includeInactive ? 'Nenhuma seção cadastrada' : 'Nenhuma seção ativa'}
          description={includeInactive ? undefined : 'Ligue "Mostrar seções inativas" para ver e ativar as demais.'}
        />
      )}
      {sections && sections.length > 0 && (
        <div data-order-saved={!reordering && !loading ? true : undefined}>
          <p className="sortable-hint">
            A ordem abaixo é a do app. Arraste pela alça, ou foque a alça e use Espaço para levantar, as setas para mover e Espaço para soltar.
            {!includeInactive && ' Seções inativas ocultas mantêm suas posições.'}
          </p>
          <SectionList sections={sections} saving={reordering} onReorder={(ids) => void saveOrder(ids)} onEdit={openEdit} onDetails={setDetails} />
        </div>
      )}
      <SectionEditDialog
        initial={editing.form?.initial ?? null}
        loading={updating}
        errors={editing.errors}
        onClose={() => !updating && editing.close()}
        onSubmit={(input) => void submit(input)}
      />
      <SectionDetailsDialog section={details} onClose={() => setDetails(null)} onEdit={openEdit} />
      <SectionRanksDialog isOpen={ranksOpen} onClose={() => setRanksOpen(false)} />
    </div>
  );
}
