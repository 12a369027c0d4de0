// 'CEPs' (page cep, type 1; DESIGN section 4): the postal codes with their address, server-paged, filtered by
// CEP, created and edited, each with its neighbourhoods ('Bairros do CEP', shared with 'Área de Cobertura').
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { PostalCodeFieldsFragment, PostalCodeInput } from '../../generated/graphql';
import { showToast } from '../../kernel/toaster';
import { formatCep } from '../../lib/documents';
import { errorText, fieldErrors, prefixedError, userErrorsText } from '../../lib/errors';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { NeighbourhoodsDialog } from '../components/NeighbourhoodsDialog';
import { PostalCodeDialog, PostalCodeFilterDialog, type PostalCodeFormValues } from '../components/PostalCodeDialogs';
import { PostalCodeTable } from '../components/PostalCodeTable';
import { postalCodeVariables, readPostalCodeFilter, writePostalCodeFilter } from '../filters';
import { PostalCodesQuery, SavePostalCodeMutation } from '../queries';
import { POSTAL_CODE_DIALOGS } from '../urls';
import '../coverage.css';

export const POSTAL_CODE_TOASTS = {
  found: 'CEP(s) encontrado(s) com sucesso!',
  none: 'CEP não encontrado',
  loadFailed: 'Erro ao Carregar o Cep: ',
  created: 'CEP Cadastrado com Sucesso!',
  updated: 'CEP Atualizado com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
} as const;

const searchToast = (found: boolean) =>
  ({ intent: found ? 'success' : 'warning', message: found ? POSTAL_CODE_TOASTS.found : POSTAL_CODE_TOASTS.none }) as const;
const errorToast = (message: string) => ({ intent: 'danger', message: `${POSTAL_CODE_TOASTS.loadFailed}${message}` }) as const;

export function PostalCodesPage() {
  const { list, page, loading, refetch, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, applyFilter } = useListPage({
    query: PostalCodesQuery,
    readFilter: readPostalCodeFilter,
    writeFilter: writePostalCodeFilter,
    toVariables: postalCodeVariables,
    select: (answer) => answer.postalCodes,
    searchToast,
    errorToast,
    dialogs: POSTAL_CODE_DIALOGS,
  });
  const [form, setForm] = useState<{ id: string | null; initial: PostalCodeFormValues } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading: saving }] = useMutation(SavePostalCodeMutation);

  const open = (row: PostalCodeFieldsFragment | null) => {
    setErrors({});
    setForm({ id: row?.id ?? null, initial: row ? { code: formatCep(row.code), address: row.address ?? '' } : { code: '', address: '' } });
  };

  const submit = async (input: PostalCodeInput) => {
    if (!form) return;
    const prefix = form.id ? POSTAL_CODE_TOASTS.updateFailed : POSTAL_CODE_TOASTS.createFailed;
    try {
      const payload = (await save({ variables: { id: form.id, input } })).data?.savePostalCode;
      if (!payload) return;
      if (payload.errors.length) {
        setErrors(fieldErrors(payload.errors));
        void showToast({ intent: 'danger', message: prefixedError(prefix, userErrorsText(payload.errors)) });
        return;
      }
      setForm(null);
      void showToast({ intent: 'success', message: payload.message ?? (form.id ? POSTAL_CODE_TOASTS.updated : POSTAL_CODE_TOASTS.created) });
      refetch();
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
    }
  };

  return (
    <div className="list-page">
      <ListHeader
        title="CEPs"
        labels={{ reload: 'Atualizar CEPs', filter: 'Filtrar CEPs' }}
        onReload={reload}
        onOpenFilter={openFilter}
        actions={<Button icon="add" intent="primary" text="Novo CEP" onClick={() => open(null)} />}
      />
      <ListResults page={page} loading={loading} loadingLabel="Carregando CEPs" emptyTitle={POSTAL_CODE_TOASTS.none} paging={list.paging} onPagingChange={list.setPaging} pagerWhenEmpty>
        {(items) => <PostalCodeTable postalCodes={items} onEdit={open} onNeighbourhoods={(row) => openDetails(row.code)} />}
      </ListResults>
      <PostalCodeFilterDialog open={filterOpen} value={list.filter} onClose={closeFilter} onSubmit={(filter) => void applyFilter(filter)} />
      <PostalCodeDialog
        initial={form?.initial ?? null}
        editing={Boolean(form?.id)}
        loading={saving}
        errors={errors}
        onClose={() => !saving && setForm(null)}
        onSubmit={(input) => void submit(input)}
      />
      <NeighbourhoodsDialog postalCode={detailsId === null ? null : detailsId.replace(/\D/g, '')} onClose={closeDetails} />
    </div>
  );
}
