// 'Filiais' (page filial): the branch table with server-side paging, 'Nova Filial', edit and details dialogs.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../../kernel/toaster';
import { errorText, fieldErrors, prefixedError, userErrorsText } from '../../lib/errors';
import { ListResults } from '../../lib/listResults';
import { useListUrlState } from '../../lib/listUrlState';
import { useUrlDialog } from '../../lib/urlDialog';
import { BranchDetailsDialog } from '../components/BranchDetailsDialog';
import { BranchFormDialog } from '../components/BranchFormDialog';
import { BranchTable } from '../components/BranchTable';
import { branchFormOf, formProblems, toBranchInput, toScheduleInputs, type BranchFormValues, type ScheduleChoices } from '../form';
import { BranchDetailsQuery, BranchesQuery, CreateBranchMutation, UpdateBranchMutation } from '../queries';
import { BRANCH_DIALOGS } from '../urls';
import '../branches.css';

export const BRANCH_TOASTS = {
  created: 'Filial Cadastrada Com Sucesso!',
  updated: 'Filial Atualizada Com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar a Filial: ',
} as const;

const noFilter = () => null;
const keepParams = (params: URLSearchParams) => params;

export function BranchesPage() {
  const list = useListUrlState(noFilter, keepParams);
  const { data, loading, error, refetch } = useQuery(BranchesQuery, { variables: { page: list.paging.page, pageSize: list.paging.pageSize }, fetchPolicy: 'cache-and-network' });
  const details = useUrlDialog(BRANCH_DIALOGS.details);
  const [form, setForm] = useState<{ initial: BranchFormValues | null } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const client = useApolloClient();
  const [create] = useMutation(CreateBranchMutation);
  const [update] = useMutation(UpdateBranchMutation);

  const openEdit = async (code: number) => {
    try {
      const answer = await client.query({ query: BranchDetailsQuery, variables: { code }, fetchPolicy: 'network-only' });
      if (!answer.data?.branch) throw new Error('Filial não encontrada.');
      setErrors({});
      setForm({ initial: branchFormOf(answer.data.branch) });
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(BRANCH_TOASTS.loadFailed, errorText(failure)) });
    }
  };

  const save = async (values: BranchFormValues, schedules: ScheduleChoices) => {
    const creating = form?.initial === null;
    const prefix = creating ? BRANCH_TOASTS.createFailed : BRANCH_TOASTS.updateFailed;
    const problems = formProblems(values, creating ? schedules : {});
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const input = toBranchInput(values);
      const payload = creating
        ? (await create({ variables: { input, schedules: toScheduleInputs(schedules) } })).data?.createBranch
        : (await update({ variables: { input } })).data?.updateBranch;
      if (!payload) return;
      if (payload.errors.length) {
        setErrors(fieldErrors(payload.errors));
        void showToast({ intent: 'danger', message: prefixedError(prefix, userErrorsText(payload.errors)) });
        return;
      }
      setForm(null);
      void showToast({ intent: 'success', message: payload.message ?? (creating ? BRANCH_TOASTS.created : BRANCH_TOASTS.updated) });
      void refetch().catch(() => undefined);
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="list-page">
      <header className="list-header">
        <h2>Filiais</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar Filiais" onClick={() => void refetch().catch(() => undefined)} />
          <Button icon="add" intent="primary" text="Nova Filial" onClick={() => (setErrors({}), setForm({ initial: null }))} />
        </div>
      </header>
      {error && !data && <p className="branch-error" role="alert">{prefixedError(BRANCH_TOASTS.loadFailed, errorText(error))}</p>}
      <ListResults page={data?.branches} loading={loading} loadingLabel="Carregando filiais" emptyTitle="Nenhuma filial cadastrada" paging={list.paging} onPagingChange={list.setPaging}>
        {(items) => <BranchTable branches={items} onEdit={(b) => void openEdit(b.code)} onDetails={(b) => details.open(String(b.code))} />}
      </ListResults>
      <BranchFormDialog open={form !== null} initial={form?.initial ?? null} loading={saving} errors={errors} onClose={() => !saving && setForm(null)} onSubmit={(v, s) => void save(v, s)} />
      <BranchDetailsDialog code={details.value && /^\d+$/.test(details.value) ? Number(details.value) : null} onClose={details.close} />
    </div>
  );
}
