// 'CEPs' (page cep, type 1; docs/decisions/0012-postal-codes-page.md): the postal codes with their address,
// server-paged, filtered by CEP, created and edited, each with its neighbourhoods ('Bairros do CEP', shared with 'Área
// de Cobertura').
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { PostalCodeTable_PostalCodeFragment, PostalCodeInput } from '../../generated/graphql';
import { formatCep } from '../../lib/documents';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import { failurePrefixes, recordDialogProps, useRecordSave } from '../../lib/useRecordSave';
import { NeighbourhoodsDialog } from '../components/NeighbourhoodsDialog';
import { PostalCodeDialog, PostalCodeFilterDialog, type PostalCodeFormValues } from '../components/PostalCodeDialogs';
import { PostalCodeTable } from '../components/PostalCodeTable';
import { postalCodeVariables, readPostalCodeFilter, writePostalCodeFilter } from '../filters';
import { CreatePostalCodeMutation, PostalCodesQuery, UpdatePostalCodeMutation } from '../queries';
import { POSTAL_CODE_DIALOGS } from '../urls';
import '../coverage.css';

/** What the gateway cannot say: the search's own toasts, and the prefixes shown when it cannot be reached at all
 *  (the saved texts come from the payload). */
const POSTAL_CODE_TOASTS = {
  found: 'CEP(s) encontrado(s) com sucesso!',
  none: 'CEP não encontrado',
  loadFailed: 'Erro ao Carregar o Cep: ',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
} as const;

const { searchToast, errorToast } = listToasts(POSTAL_CODE_TOASTS);

export function PostalCodesPage() {
  const { list, page, loading, refetch, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, reloading, applyFilter } =
    useListPage({
      query: PostalCodesQuery,
      readFilter: readPostalCodeFilter,
      writeFilter: writePostalCodeFilter,
      toVariables: postalCodeVariables,
      select: (answer) => answer.postalCodes,
      searchToast,
      errorToast,
      dialogs: POSTAL_CODE_DIALOGS,
    });
  const record = useRecordSave<PostalCodeFormValues>(failurePrefixes(POSTAL_CODE_TOASTS.createFailed, POSTAL_CODE_TOASTS.updateFailed));
  const [create, { loading: creating }] = useMutation(CreatePostalCodeMutation);
  const [update, { loading: updating }] = useMutation(UpdatePostalCodeMutation);
  const saving = creating || updating;

  const open = (row: PostalCodeTable_PostalCodeFragment | null) => {
    record.open({ id: row?.id ?? null, initial: row ? { code: formatCep(row.code), address: row.address ?? '' } : { code: '', address: '' } });
  };

  const submit = async (input: PostalCodeInput) => {
    const saved = await record.save(async ({ id }) =>
      id ? (await update({ variables: { id, input } })).data?.updatePostalCode : (await create({ variables: { input } })).data?.createPostalCode,
    );
    if (saved) refetch();
  };

  return (
    <div className="list-page">
      <ListHeader
        title="CEPs"
        labels={{ reload: 'Atualizar CEPs', filter: 'Filtrar CEPs' }}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        actions={<Button icon="add" intent="primary" text="Novo CEP" onClick={() => open(null)} />}
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando CEPs"
        emptyTitle={POSTAL_CODE_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
        pagerWhenEmpty
      >
        {(items) => <PostalCodeTable postalCodes={items} onEdit={open} onNeighbourhoods={(row) => openDetails(row.code)} />}
      </ListResults>
      <PostalCodeFilterDialog open={filterOpen} value={list.filter} onClose={closeFilter} onSubmit={(filter) => void applyFilter(filter)} />
      <PostalCodeDialog {...recordDialogProps(record, saving, submit)} />
      <NeighbourhoodsDialog postalCode={detailsId === null ? null : detailsId.replace(/\D/g, '')} onClose={closeDetails} />
    </div>
  );
}
