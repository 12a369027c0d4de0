// 'Períodos de Entrega' (page horario): branch code search, the four tables (N, FDS, F, ESP); superusers
// (EDIT_DELIVERY_PERIODS in me.actions, enforced by the gateway) get 'Novo Período', 'Adicionar Horários' and edit.
import { useState, type FormEvent } from 'react';
import { Button, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { EmptyState } from '../../lib/emptyState';
import { CODE_DIGITS } from '../../lib/inputBounds';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../kernel/session';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { failurePrefixes, useRecordSave } from '../../lib/useRecordSave';
import { BranchPeriodDialog, NewPeriodDialog, type BranchPeriodValue } from '../components/PeriodDialogs';
import { SCHEDULE_TYPES } from '../form';
import {
  CreateBranchDeliveryPeriodMutation,
  BranchScheduleQuery,
  CreateDeliveryPeriodMutation,
  DeleteBranchDeliveryPeriodMutation,
  UpdateBranchDeliveryPeriodMutation,
} from '../scheduleQueries';
import { ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';
import '../branches.css';

const BRANCH_PARAM = 'filial';

type Payload = { message?: string | null; errors: ReadonlyArray<{ message: string; field?: string | null }> } | undefined;

/** A schedule type the branch has no period of: said in its table rather than left as an empty grid. */
const NO_PERIODS = 'Nenhum horário cadastrado para este tipo.';

export function SchedulePage() {
  const { me } = useSession();
  const canEdit = (me?.actions ?? []).includes('EDIT_DELIVERY_PERIODS');
  // The searched branch lives in the URL ('?filial=17'), so a reload and Back show it again.
  const [params, setParams] = useSearchParams();
  const wanted = params.get(BRANCH_PARAM) ?? '';
  const branch = /^\d{1,9}$/.test(wanted) ? Number(wanted) : undefined;
  const [code, setCode] = useState(wanted);
  const [shownFor, setShownFor] = useState(wanted);
  if (shownFor !== wanted) {
    // Back or Forward changed the branch: the field follows the URL.
    setShownFor(wanted);
    setCode(wanted);
  }
  const { data, loading, error, refetch } = useQuery(BranchScheduleQuery, {
    variables: { branch: branch ?? 0 },
    skip: branch === undefined,
    fetchPolicy: 'network-only',
  });
  // 'Novo Período' (create only) and a branch's period ('Adicionar Horários' or edit), each on the shared save.
  const newPeriod = useRecordSave<null>(failurePrefixes('Erro ao Cadastrar: ', 'Erro ao Cadastrar: '));
  const branchPeriod = useRecordSave<BranchPeriodValue, { title: string }>(failurePrefixes('Erro ao Cadastrar: ', 'Erro ao Atualizar: '));
  const [saving, setSaving] = useState(false);
  const [createPeriod] = useMutation(CreateDeliveryPeriodMutation);
  const [addPeriod] = useMutation(CreateBranchDeliveryPeriodMutation);
  const [updatePeriod] = useMutation(UpdateBranchDeliveryPeriodMutation);
  const [removePeriod] = useMutation(DeleteBranchDeliveryPeriodMutation);
  // docs/decisions/0046-delivery-periods-and-ranks.md: a period can leave a branch (asked first; the period itself
  // stays for other branches).
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!/^\d{1,9}$/.test(typed)) return;
    if (typed === wanted) void refetch().catch(() => undefined);
    else setParams({ [BRANCH_PARAM]: typed });
  };

  /** Runs a change (a dialog's save or the removal); the schedule is read again once it succeeded. */
  const saved = async (run: () => Promise<boolean>): Promise<boolean> => {
    setSaving(true);
    try {
      const ok = await run();
      if (ok && branch !== undefined) void refetch().catch(() => undefined);
      return ok;
    } finally {
      setSaving(false);
    }
  };

  /** The removal, asked first in its own dialog: a refusal or failure is said with 'Erro ao Excluir: '. */
  const remove = async (id: string): Promise<boolean> => {
    const prefix = 'Erro ao Excluir: ';
    try {
      const payload: Payload = (await removePeriod({ variables: { id } })).data?.deleteBranchDeliveryPeriod;
      if (!payload) return false;
      if (payload.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(prefix, userErrorsText(payload.errors)) });
        return false;
      }
      if (payload.message) void showToast({ intent: 'success', message: payload.message });
      return true;
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
      return false;
    }
  };

  const rows = data?.branchSchedule;
  return (
    <div className="list-page">
      <header className="list-header">
        <h2>Períodos de Entrega</h2>
        <form className="list-header-actions" onSubmit={search}>
          <InputGroup
            aria-label="Código da Filial"
            placeholder="Código da Filial"
            inputMode="numeric"
            maxLength={CODE_DIGITS.maxLength}
            value={code}
            onValueChange={setCode}
          />
          <Button type="submit" icon="search" text="Buscar" />
          {canEdit && <Button icon="add" text="Novo Período" onClick={() => newPeriod.open({ id: null, initial: null })} />}
          {canEdit && branch !== undefined && rows && (
            <Button
              intent="primary"
              icon="time"
              text="Adicionar Horários"
              onClick={() => branchPeriod.open({ title: 'Adicionar Horários', id: null, initial: { periodId: '', maxDeliveries: '', type: 'N' } })}
            />
          )}
        </form>
      </header>
      {loading && <Spinner aria-label="Carregando horários" />}
      {error && (
        <p className="branch-error" role="alert">
          {prefixedError('Erro: ', errorText(error))}
        </p>
      )}
      {branch === undefined && !loading && <EmptyState icon="search" title="Informe o código da filial para ver seus períodos de entrega." />}
      {data && rows === null && <EmptyState icon="search" title="Filial não encontrada." />}
      {rows &&
        SCHEDULE_TYPES.map(([type, label]) => {
          const ofType = rows.filter((r) => r.type === type);
          return (
            <section key={type} className="schedule-table">
              <h3>{label}</h3>
              <HTMLTable compact striped className="list-table">
                <thead>
                  <tr>
                    <th>Hora Inicio</th>
                    <th>Hora Fim</th>
                    <th>Quantidade Máxima de Entregas</th>
                    {/* Who cannot edit has no action on a row: no empty column. */}
                    {canEdit && <th>Ações</th>}
                  </tr>
                </thead>
                <tbody>
                  {ofType.length === 0 && (
                    <tr>
                      <td colSpan={canEdit ? 4 : 3} className="bp6-text-muted">
                        {NO_PERIODS}
                      </td>
                    </tr>
                  )}
                  {ofType.map((r) => (
                    <tr key={r.id}>
                      <td>{r.start}</td>
                      <td>{r.end}</td>
                      <td>{r.maxDeliveries}</td>
                      {canEdit && (
                        <td>
                          <Button
                            variant="minimal"
                            icon="edit"
                            aria-label={`Editar horário ${r.start} - ${r.end}`}
                            title="Editar"
                            onClick={() =>
                              branchPeriod.open({
                                title: 'Editar Horário',
                                id: r.id,
                                initial: { periodId: r.periodId, maxDeliveries: String(r.maxDeliveries), type: r.type },
                              })
                            }
                          />
                          <Button
                            variant="minimal"
                            intent="danger"
                            icon="trash"
                            aria-label={`Remover horário ${r.start} - ${r.end}`}
                            title="Remover da filial"
                            onClick={() => setRemoving({ id: r.id, label: `${r.start} - ${r.end} (${label})` })}
                          />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </section>
          );
        })}
      <NewPeriodDialog
        open={newPeriod.form !== null}
        loading={saving}
        errors={newPeriod.errors}
        onClose={() => !saving && newPeriod.close()}
        onSubmit={(v) => void saved(() => newPeriod.save(async () => (await createPeriod({ variables: { input: v } })).data?.createDeliveryPeriod))}
      />
      <BranchPeriodDialog
        editing={branchPeriod.form}
        loading={saving}
        errors={branchPeriod.errors}
        onClose={() => !saving && branchPeriod.close()}
        onSubmit={(v) => {
          const input = { periodId: v.periodId, maxDeliveries: Number(v.maxDeliveries), type: v.type };
          void saved(() =>
            branchPeriod.save(async ({ id }) =>
              id
                ? (await updatePeriod({ variables: { id, input } })).data?.updateBranchDeliveryPeriod
                : (await addPeriod({ variables: { branch: branch!, input } })).data?.createBranchDeliveryPeriod,
            ),
          );
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remover Horário"
        question="Deseja Realmente Remover este Horário da Filial?"
        detail={removing && <p>{removing.label}</p>}
        loading={saving}
        answers={DELETE_ANSWERS}
        onClose={() => !saving && setRemoving(null)}
        onSubmit={() => {
          const id = removing?.id;
          if (!id) return;
          void saved(() => remove(id)).then((ok) => ok && setRemoving(null));
        }}
      />
    </div>
  );
}
