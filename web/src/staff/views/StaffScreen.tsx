// The screen the three staff pages share: header buttons, table with server paging, filter, details, new and edit
// dialogs (the house save, lib/useRecordSave, closing on a failure not about the form's fields as docs/areas/staff-and-support.md#errors
// says), and the spec's toasts. Each page (StaffPages.tsx) gives its list query; the rest differs by `kind`. The
// rows' 'Desativar' / 'Reativar' and 'Enviar redefinição de senha' (docs/decisions/0040-people-who-leave.md) are
// useStaffRowActions.
import { Button } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { EmployeeInput, StaffTable_MembersFragment } from '../../generated/graphql';
import { inputFieldErrors } from '../../lib/errors';
import { ListHeader } from '../../lib/listHeader';
import type { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { useSession } from '../../kernel/session';
import { RecoveryLinkDialog } from '../../lib/recoveryLinkDialog';
import { failurePrefixes, refusedWithPrefix, useRecordSave } from '../../lib/useRecordSave';
import { ActivationDialog, SendResetDialog } from '../components/StaffActionDialogs';
import { StaffDetailsDialog } from '../components/StaffDetailsDialog';
import { StaffFilterDialog } from '../components/StaffFilterDialog';
import { StaffFormDialog } from '../components/StaffFormDialog';
import { StaffTable } from '../components/StaffTable';
import { staffFilterParts, type StaffFilterState } from '../filters';
import { staffFormOf, staffFormProblems, toEmployeeInput, type StaffFormValues } from '../form';
import { KIND_TEXTS, type StaffKind } from '../kinds';
import {
  CreateDeliverymanMutation,
  CreateEmployeeMutation,
  CreatePickerMutation,
  StaffBranchChoicesQuery,
  UpdateDeliverymanMutation,
  UpdateEmployeeMutation,
  UpdatePickerMutation,
} from '../queries';
import { useStaffRowActions } from './useStaffRowActions';

export type StaffListState = ReturnType<typeof useListPage<StaffFilterState, unknown, Record<string, unknown>, StaffTable_MembersFragment>>;

const CREATE = { employee: CreateEmployeeMutation, picker: CreatePickerMutation, deliveryman: CreateDeliverymanMutation } as const;
const UPDATE = { employee: UpdateEmployeeMutation, picker: UpdatePickerMutation, deliveryman: UpdateDeliverymanMutation } as const;
/** The policy's page of each kind: its branch choices are that page's. */
const PAGE = { employee: 'funcionario', picker: 'separador', deliveryman: 'entregador' } as const;
/** The gateway's input paths of the form's fields. */
const INPUT_FIELDS = Object.fromEntries(['registration', 'name', 'cpf', 'email', 'password'].map((f) => [`input.${f}`, f]));

/** The fields the form shows: a refusal about anything else closes the dialog (docs/areas/staff-and-support.md#errors). */
const FORM_FIELDS = ['registration', 'name', 'cpf', 'email', 'branch', 'roles', 'password', 'available'];

type OpenStaff = { id: string | null; initial: StaffFormValues | null };

export function StaffScreen({ kind, state }: { kind: StaffKind; state: StaffListState }) {
  const texts = KIND_TEXTS[kind];
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, applyFilter, refetch, activeFilter } = state;
  const navigate = useNavigate();
  const records = useRecordSave<StaffFormValues | null>(failurePrefixes(texts.createFailed, texts.updateFailed), refusedWithPrefix, {
    formFields: FORM_FIELDS,
    inputErrorsOf: (failure) => inputFieldErrors(failure, INPUT_FIELDS),
  });
  const form = records.form;
  const branches = useQuery(StaffBranchChoicesQuery, { variables: { page: PAGE[kind] }, skip: form === null });
  const [create] = useMutation(CREATE[kind]);
  const [update] = useMutation(UPDATE[kind]);
  const member = (detailsId !== null && page?.items.find((m) => m.id === detailsId)) || null;
  const rows = useStaffRowActions(kind, refetch);
  // The reset is 'Funcionários' own (type 1): the other users of these pages do not see its button.
  const canSendReset = useSession().me?.pages.includes('funcionario') ?? false;

  const save = async (values: StaffFormValues) => {
    if (!form) return;
    const creating = form.id === null;
    // The form's own checks first, on their fields (the gateway checks them again).
    const problems = staffFormProblems(kind, creating, values, form.initial);
    records.setErrors(problems);
    if (Object.keys(problems).length) return;
    const input: EmployeeInput = toEmployeeInput(kind, creating, values);
    const saved = await records.save(async ({ id }) => {
      const answer = id === null ? await create({ variables: { input } }) : await update({ variables: { id, input } });
      return answer.data ? Object.values(answer.data)[0] : null;
    });
    if (saved) refetch();
  };

  // 'Funcionários' 'Atualizar' reloads the list as filtered (a refresh, not 'all'); the pickers' and deliverymen's
  // button is 'Todos os ...' and shows everyone again.
  const refresh = () => {
    void applyFilter(list.filter);
    refetch();
  };

  const open = (target: OpenStaff) => records.open(target);
  return (
    <div className="list-page">
      <ListHeader
        title={texts.title}
        labels={{ reload: texts.reloadButton, filter: 'Filtrar' }}
        onReload={kind === 'employee' ? refresh : reload}
        onOpenFilter={openFilter}
        activeFilter={activeFilter && { ...activeFilter, parts: staffFilterParts(list.filter) }}
        actions={
          <>
            <Button icon="add" intent="success" text={texts.newButton} onClick={() => open({ id: null, initial: null })} />
            {kind === 'employee' && <Button icon="key" text="Redefinir Senha" onClick={() => void navigate('/recovery/')} />}
          </>
        }
      />
      <ListResults page={page} loading={loading} loadingLabel={texts.loading} emptyTitle={texts.none} paging={list.paging} onPagingChange={list.setPaging}>
        {(items) => (
          <StaffTable
            kind={kind}
            members={items}
            onDetails={(m) => openDetails(m.id)}
            onEdit={(m) => open({ id: m.id, initial: staffFormOf(m) })}
            onActivation={rows.askActivation}
            onSendReset={canSendReset ? rows.askReset : undefined}
          />
        )}
      </ListResults>
      <StaffFilterDialog
        kind={kind}
        open={filterOpen}
        title={texts.filterTitle}
        value={list.filter}
        onClose={closeFilter}
        onSubmit={(f) => void applyFilter(f)}
      />
      <StaffDetailsDialog kind={kind} title={texts.detailsTitle} member={member} onClose={closeDetails} />
      <ActivationDialog member={rows.activating} loading={rows.activationLoading} onClose={rows.closeActivation} onConfirm={rows.confirmActivation} />
      <SendResetDialog member={rows.resetting} loading={rows.resetLoading} onClose={rows.closeReset} onConfirm={rows.confirmReset} />
      <RecoveryLinkDialog
        link={rows.link?.link ?? null}
        copied={rows.link?.copied ?? false}
        onCopy={() => void rows.copyLinkAgain()}
        onClose={rows.closeLink}
      />
      <StaffFormDialog
        kind={kind}
        open={form !== null && (branches.data !== undefined || branches.error !== undefined)}
        title={form?.id ? texts.editTitle : texts.newTitle}
        initial={form?.initial ?? null}
        branches={branches.data?.branchChoices ?? (branches.error ? [] : null)}
        loading={records.saving}
        errors={records.errors}
        onClose={() => !records.saving && records.close()}
        onSubmit={(v) => void save(v)}
      />
    </div>
  );
}
