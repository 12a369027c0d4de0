// 'Área de Cobertura' (page area, type 1): the fee of each branch for each CEP, server-paged (5 by default), the
// filter 'Filtros de Áreas de cobertura', 'Nova Área' and edit, and the neighbourhoods of the CEP the branch's
// settings name for the neighbourhood search.
import { Button, type ToastProps } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { CoverageAreaTable_AreaFragment, CoverageAreaInput, CoverageAreasQuery as CoverageAreasData } from '../../generated/graphql';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import { failurePrefixes, recordDialogProps, useRecordSave } from '../../lib/useRecordSave';
import { CoverageAreaDialog } from '../components/CoverageAreaDialog';
import { CoverageAreaTable } from '../components/CoverageAreaTable';
import { CoverageFilterDialog } from '../components/CoverageFilterDialog';
import { NeighbourhoodsDialog } from '../components/NeighbourhoodsDialog';
import { coverageVariables, readCoverageFilter, writeCoverageFilter, type CoverageFilterState } from '../filters';
import { cepText } from '../../lib/documents';
import { areaFormOf, emptyAreaForm, type AreaFormValues } from '../form';
import { CoverageAreasQuery, CreateCoverageAreaMutation, UpdateCoverageAreaMutation } from '../queries';
import { COVERAGE_DIALOGS } from '../urls';
import '../coverage.css';

/** What the gateway cannot say: the search's own toasts, and the prefixes shown when it cannot be reached at all
 *  (the saved text comes from the payload). */
const COVERAGE_TOASTS = {
  found: 'Áreas de Cobertura encontradas com sucesso!',
  none: 'Nenhuma Área de Cobertura encontrada',
  loadFailed: 'Erro ao Carregar Taxas: ',
  saveFailed: 'Erro ao Cadastrar a Área de Cobertura: ',
} as const;

// One failure prefix for creating and editing an area, as the spec has it.
const SAVE_TEXTS = failurePrefixes(COVERAGE_TOASTS.saveFailed, COVERAGE_TOASTS.saveFailed);

const toasts = listToasts(COVERAGE_TOASTS);

/** The gateway's notice (a CEP outside every area) comes before the search's own toast. */
function searchToast(found: boolean, data: CoverageAreasData): ToastProps {
  if (data.coverageAreas.notice) return { intent: 'warning', message: data.coverageAreas.notice };
  return toasts.searchToast(found);
}

const { errorToast } = toasts;

/** The filter as staff read it beside 'Filtro ativo'. */
const coverageFilterParts = (filter: CoverageFilterState) =>
  [filter.postalCode && `CEP ${cepText(filter.postalCode)}`, filter.branch && `Filial ${filter.branch}`].filter((part): part is string => Boolean(part));

export function CoverageAreasPage() {
  const {
    list,
    data,
    page,
    loading,
    refetch,
    filterOpen,
    openFilter,
    closeFilter,
    detailsId,
    openDetails,
    closeDetails,
    reload,
    reloading,
    applyFilter,
    activeFilter,
  } = useListPage({
    query: CoverageAreasQuery,
    readFilter: readCoverageFilter,
    writeFilter: writeCoverageFilter,
    toVariables: coverageVariables,
    select: (answer) => answer.coverageAreas,
    searchToast,
    errorToast,
    dialogs: COVERAGE_DIALOGS,
  });
  const record = useRecordSave<AreaFormValues>(SAVE_TEXTS);
  const [create, { loading: creating }] = useMutation(CreateCoverageAreaMutation);
  const [update, { loading: updating }] = useMutation(UpdateCoverageAreaMutation);
  const saving = creating || updating;

  const open = (area: CoverageAreaTable_AreaFragment | null) => {
    record.open({ id: area?.id ?? null, initial: area ? areaFormOf(area) : emptyAreaForm() });
  };

  const submit = async (input: CoverageAreaInput) => {
    const saved = await record.save(async ({ id }) =>
      id ? (await update({ variables: { id, input } })).data?.updateCoverageArea : (await create({ variables: { input } })).data?.createCoverageArea,
    );
    if (saved) refetch();
  };

  const notice = data?.coverageAreas.notice;
  return (
    <div className="list-page">
      <ListHeader
        title="Áreas de Cobertura"
        labels={{ reload: 'Atualizar Áreas', filter: 'Filtrar Áreas' }}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        activeFilter={activeFilter && { ...activeFilter, parts: coverageFilterParts(list.filter) }}
        actions={
          <>
            <Button icon="map" text="Ver Bairros" onClick={() => openDetails(list.filter.postalCode || '-')} />
            <Button icon="add" intent="primary" text="Nova Área" onClick={() => open(null)} />
          </>
        }
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando áreas de cobertura"
        emptyTitle={notice ?? COVERAGE_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
        pagerWhenEmpty
      >
        {(items) => <CoverageAreaTable areas={items} onEdit={open} onNeighbourhoods={(area) => openDetails(area.postalCode.code)} />}
      </ListResults>
      <CoverageFilterDialog open={filterOpen} value={list.filter} onClose={closeFilter} onSubmit={(filter) => void applyFilter(filter)} />
      <CoverageAreaDialog {...recordDialogProps(record, saving, submit)} />
      <NeighbourhoodsDialog postalCode={detailsId === null ? null : detailsId.replace(/\D/g, '')} onClose={closeDetails} />
    </div>
  );
}
