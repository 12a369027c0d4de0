// The screen the three staff pages share: header buttons, table with server paging, filter, details, new and edit
// dialogs, and the spec's toasts. Each page (StaffPages.tsx) gives its list query; the rest differs by `kind`.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { EmployeeInput, StaffTable_MembersFragment } from '../../generated/graphql';
import { showToast } from '../../kernel/toaster';
import { errorText, inputFieldErrors, prefixedError, userErrorsText } from '../../lib/errors';
import { ListHeader } from '../../lib/listHeader';
import type { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { StaffDetailsDialog } from '../components/StaffDetailsDialog';
import { StaffFilterDialog } from '../components/StaffFilterDialog';
import { StaffFormDialog } from '../components/StaffFormDialog';
import { StaffTable } from '../components/StaffTable';
import type { StaffFilterState } from '../filters';
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

export type StaffListState = ReturnType<typeof useListPage<StaffFilterState, unknown, Record<string, unknown>, StaffTable_MembersFragment>>;

const CREATE = { employee: CreateEmployeeMutation, picker: CreatePickerMutation, deliveryman: CreateDeliverymanMutation } as const;
const UPDATE = { employee: UpdateEmployeeMutation, picker: UpdatePickerMutation, deliveryman: UpdateDeliverymanMutation } as const;
/** The policy's page of each kind: its branch choices are that page's. */
const PAGE = { employee: 'funcionario', picker: 'separador', deliveryman: 'entregador' } as const;
/** The gateway's input paths of the form's fields. */
const INPUT_FIELDS = Object.fromEntries(['registration', 'name', 'cpf', 'email', 'password'].map((f) => [`input.${f}`, f]));

export function StaffScreen({ kind, state }: { kind: StaffKind; state: StaffListState }) {
  const texts = KIND_TEXTS[kind];
  const { list, page, loading, filterOpen, openFilter, closeFilter, detailsId, openDetails, closeDetails, reload, applyFilter, refetch } = state;
  const navigate = useNavigate();
  const [form, setForm] = useState<{ id: string | null; initial: StaffFormValues | null } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const branches = useQuery(StaffBranchChoicesQuery, { variables: { page: PAGE[kind] }, skip: form === null });
  const [create] = useMutation(CREATE[kind]);
  const [update] = useMutation(UPDATE[kind]);
  const member = (detailsId !== null && page?.items.find((m) => m.id === detailsId)) || null;

  const save = async (values: StaffFormValues) => {
    if (!form) return;
    const creating = form.id === null;
    const prefix = creating ? texts.createFailed : texts.updateFailed;
    const problems = staffFormProblems(kind, creating, values, form.initial);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const input: EmployeeInput = toEmployeeInput(kind, creating, values);
      const answer = creating ? await create({ variables: { input } }) : await update({ variables: { id: form.id!, input } });
      const payload = answer.data ? Object.values(answer.data)[0] : null;
      if (!payload) return;
      if (payload.errors.length) {
        const onFields = payload.errors.filter((e) => e.field && e.field !== 'id');
        setErrors(Object.fromEntries(onFields.map((e) => [e.field!, e.message])));
        // A refusal of the form stays in the dialog; any other failure closes it (spec 002 section 8).
        if (onFields.length < payload.errors.length) setForm(null);
        void showToast({ intent: 'danger', message: prefixedError(prefix, userErrorsText(payload.errors)) });
        return;
      }
      setForm(null);
      // The gateway's success text (spec 002 section 8).
      void showToast({ intent: 'success', message: payload.message ?? '' });
      refetch();
    } catch (failure) {
      // The gateway's input limits name the field: that refusal stays in the dialog on its field, values kept.
      const onFields = inputFieldErrors(failure, INPUT_FIELDS);
      if (Object.keys(onFields).length) return setErrors(onFields);
      setForm(null);
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
    } finally {
      setSaving(false);
    }
  };

  // 'Funcionários' 'Atualizar' reloads the list as filtered (a refresh, not 'all'); the pickers' and deliverymen's
  // button is 'Todos os ...' and shows everyone again.
  const refresh = () => {
    void applyFilter(list.filter);
    refetch();
  };

  const open = (target: { id: string | null; initial: StaffFormValues | null }) => {
    setErrors({});
    setForm(target);
  };
  return (
    <div className="list-page">
      <ListHeader
        title={texts.title}
        labels={{ reload: texts.reloadButton, filter: 'Filtrar' }}
        onReload={kind === 'employee' ? refresh : reload}
        onOpenFilter={openFilter}
        actions={
          <>
            <Button icon="add" intent="success" text={texts.newButton} onClick={() => open({ id: null, initial: null })} />
            {kind === 'employee' && <Button icon="key" text="Redefinir Senha" onClick={() => void navigate('/recovery/')} />}
          </>
        }
      />
      <ListResults page={page} loading={loading} loadingLabel={texts.loading} emptyTitle={texts.none} paging={list.paging} onPagingChange={list.setPaging}>
        {(items) => <StaffTable kind={kind} members={items} onDetails={(m) => openDetails(m.id)} onEdit={(m) => open({ id: m.id, initial: staffFormOf(m) })} />}
      </ListResults>
      <StaffFilterDialog kind={kind} open={filterOpen} title={texts.filterTitle} value={list.filter} onClose={closeFilter} onSubmit={(f) => void applyFilter(f)} />
      <StaffDetailsDialog kind={kind} title={texts.detailsTitle} member={member} onClose={closeDetails} />
      <StaffFormDialog
        kind={kind}
        open={form !== null && (branches.data !== undefined || branches.error !== undefined)}
        title={form?.id ? texts.editTitle : texts.newTitle}
        initial={form?.initial ?? null}
        branches={branches.data?.branchChoices ?? (branches.error ? [] : null)}
        loading={saving}
        errors={errors}
        onClose={() => !saving && setForm(null)}
        onSubmit={(v) => void save(v)}
      />
    </div>
  );
}
