// 'Filiais' (page filial): the branch table with server-side paging, 'Nova Filial', edit and details dialogs.
import { Button } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError } from '../../lib/errors';
import { pagingVariables } from '../../lib/listPaging';
import { ListResults } from '../../lib/listResults';
import { useListUrlState } from '../../lib/listUrlState';
import { useUrlDialog } from '../../lib/urlDialog';
import { failurePrefixes, useRecordSave } from '../../lib/useRecordSave';
import { BranchDetailsDialog } from '../components/BranchDetailsDialog';
import { BranchFormDialog } from '../components/BranchFormDialog';
import { BranchTable } from '../components/BranchTable';
import { branchFormOf, formProblems, toBranchInput, toScheduleInputs, type BranchFormValues, type ScheduleChoices } from '../form';
import { BranchDetailsQuery, BranchesQuery, CreateBranchMutation, UpdateBranchMutation } from '../queries';
import { BRANCH_DIALOGS } from '../urls';
import '../branches.css';

/** What the gateway cannot say: the prefixes shown when it cannot be reached at all (success texts and refusals
 *  come from the payload). */
const BRANCH_TOASTS = {
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar a Filial: ',
} as const;

const noFilter = () => null;
const keepParams = (params: URLSearchParams) => params;

export function BranchesPage() {
  const list = useListUrlState(noFilter, keepParams);
  const { data, loading, error, refetch } = useQuery(BranchesQuery, { variables: pagingVariables(list.paging), fetchPolicy: 'cache-and-network' });
  const details = useUrlDialog(BRANCH_DIALOGS.details);
  // The record open in the form: its code as id (null: a new branch) and its values (null: the empty form).
  const record = useRecordSave<BranchFormValues | null>(failurePrefixes(BRANCH_TOASTS.createFailed, BRANCH_TOASTS.updateFailed));
  const client = useApolloClient();
  const [create] = useMutation(CreateBranchMutation);
  const [update] = useMutation(UpdateBranchMutation);
  const saving = record.saving;

  const openForm = (id: string | null, initial: BranchFormValues | null) => record.open({ id, initial });

  const openEdit = async (code: number) => {
    try {
      const answer = await client.query({ query: BranchDetailsQuery, variables: { code }, fetchPolicy: 'network-only' });
      if (!answer.data?.branch) throw new Error('Filial não encontrada.');
      openForm(String(code), branchFormOf(answer.data.branch));
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(BRANCH_TOASTS.loadFailed, errorText(failure)) });
    }
  };

  const save = async (values: BranchFormValues, schedules: ScheduleChoices) => {
    const creating = record.form?.id === null;
    // The browser's own checks first, on their fields until the gateway answers.
    const found = formProblems(values, creating ? schedules : {});
    record.setErrors(found);
    if (Object.keys(found).length) return;
    const input = toBranchInput(values);
    const saved = await record.save(async ({ id }) =>
      id === null
        ? (await create({ variables: { input, schedules: toScheduleInputs(schedules) } })).data?.createBranch
        : (await update({ variables: { input } })).data?.updateBranch,
    );
    if (saved) void refetch().catch(() => undefined);
  };

  return (
    <div className="list-page">
      <header className="list-header">
        <h2>Filiais</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar Filiais" onClick={() => void refetch().catch(() => undefined)} />
          <Button icon="add" intent="primary" text="Nova Filial" onClick={() => openForm(null, null)} />
        </div>
      </header>
      {error && !data && (
        <p className="branch-error" role="alert">
          {prefixedError(BRANCH_TOASTS.loadFailed, errorText(error))}
        </p>
      )}
      <ListResults
        page={data?.branches}
        loading={loading}
        loadingLabel="Carregando filiais"
        emptyTitle="Nenhuma filial cadastrada"
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => <BranchTable branches={items} onEdit={(b) => void openEdit(b.code)} onDetails={(b) => details.open(String(b.code))} />}
      </ListResults>
      <BranchFormDialog
        open={record.form !== null}
        initial={record.form?.initial ?? null}
        loading={saving}
        errors={record.errors}
        onClose={() => !saving && record.close()}
        onSubmit={(v, s) => void save(v, s)}
      />
      <BranchDetailsDialog code={details.value && /^\d+$/.test(details.value) ? Number(details.value) : null} onClose={details.close} />
    </div>
  );
}
