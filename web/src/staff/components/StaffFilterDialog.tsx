// The staff filter dialogs (docs/areas/staff-and-support.md#staff): nome, CPF and matrícula with the role switches on
// 'Funcionários' (all on by default, meaning any of the roles on); nome and matrícula on the pickers' and deliverymen's
// pages. Every switch off is refused with the spec's alert (docs/decisions/0016-portuguese-labels.md). 'Situação'
// (docs/decisions/0040-people-who-leave.md) on every page: Ativos (the default), Inativos or Todos.
import { useState } from 'react';
import { Callout, FormGroup, InputGroup, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import { NO_SWITCH_ALERT, ROLE_SWITCH_LABEL, SITUATION_LABEL, STAFF_ROLES, type StaffFilterState, type StaffSituation } from '../filters';
import type { StaffKind } from '../kinds';
import { NameFilterField } from '../../lib/nameFilterField';
import { INPUT_LIMITS } from '../../generated/input-limits';

interface Props extends FilterDialogProps<StaffFilterState> {
  kind: StaffKind;
  title: string;
}

export const StaffFilterDialog = filterDialog(FilterForm);

function FilterForm({ kind, value, onClose, onSubmit }: Props) {
  const [draft, setDraft] = useState(value);
  const [alert, setAlert] = useState(false);
  const update = (patch: Partial<StaffFilterState>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    if (kind === 'employee' && draft.roles.length === 0) return setAlert(true);
    onSubmit(draft);
  };
  const toggle = (role: (typeof STAFF_ROLES)[number], on: boolean) => {
    setAlert(false);
    update({ roles: STAFF_ROLES.filter((r) => (r === role ? on : draft.roles.includes(r))) });
  };
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <NameFilterField
        id="staff-filtro-nome"
        label="Nome"
        value={draft.name}
        maxLength={INPUT_LIMITS.StaffFilter.name.maxLength}
        onValueChange={(name) => update({ name })}
      />
      {kind === 'employee' && (
        <FormGroup label="CPF" labelFor="staff-filtro-cpf">
          <InputGroup id="staff-filtro-cpf" maxLength={INPUT_LIMITS.StaffFilter.cpf.maxLength} value={draft.cpf} onValueChange={(cpf) => update({ cpf })} />
        </FormGroup>
      )}
      <FormGroup label="Matrícula" labelFor="staff-filtro-matricula">
        <InputGroup
          id="staff-filtro-matricula"
          inputMode="numeric"
          maxLength={INPUT_LIMITS.StaffFilter.registration.maxLength}
          value={draft.registration}
          onValueChange={(registration) => update({ registration })}
        />
      </FormGroup>
      {kind === 'employee' && (
        <FormGroup label="Cargos">
          {STAFF_ROLES.map((role) => (
            <Switch key={role} label={ROLE_SWITCH_LABEL[role]} checked={draft.roles.includes(role)} onChange={(e) => toggle(role, e.currentTarget.checked)} />
          ))}
        </FormGroup>
      )}
      <RadioGroup label="Situação" inline selectedValue={draft.situation} onChange={(e) => update({ situation: e.currentTarget.value as StaffSituation })}>
        {(Object.keys(SITUATION_LABEL) as StaffSituation[]).map((situation) => (
          <Radio key={situation} value={situation} label={SITUATION_LABEL[situation]} />
        ))}
      </RadioGroup>
      {alert && (
        <Callout intent="warning" role="alert">
          {NO_SWITCH_ALERT}
        </Callout>
      )}
    </DialogForm>
  );
}
