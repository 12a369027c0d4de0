// The new and edit dialogs of the three staff pages (docs/areas/staff-and-support.md#staff): matrícula (read-only on
// edit), name, CPF and e-mail (on every page, new and edit: the spec's forms had no way to set or correct them), roles
// as checkboxes ('Funcionários'), password (new employees and pickers; deliverymen get the gateway's default), branch
// from the active branches (hidden for managers and marketing) and, on edit, available. Enter submits, Esc cancels.
import { useState } from 'react';
import { Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import type { StaffRole } from '../../generated/graphql';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { Select } from '../../lib/select';
import { ROLE_LABEL, STAFF_ROLES } from '../filters';
import { emptyStaffForm, hidesBranch, STAFF_BOUNDS, type StaffFormValues } from '../form';
import type { StaffKind } from '../kinds';

export interface BranchOption {
  code: number;
  name: string;
}

interface Props {
  kind: StaffKind;
  open: boolean;
  title: string;
  /** Null: a new person; else the person being edited. */
  initial: StaffFormValues | null;
  /** null while they load */
  branches: readonly BranchOption[] | null;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: StaffFormValues) => void;
}

export function StaffFormDialog(props: Props) {
  return (
    <AppDialog isOpen={props.open} title={props.title} onClose={props.onClose} canEscapeKeyClose={!props.loading}>
      <StaffForm {...props} />
    </AppDialog>
  );
}

function StaffForm({ kind, initial, branches, loading, errors, onClose, onSubmit }: Props) {
  const creating = initial === null;
  const [values, setValues] = useState<StaffFormValues>(() => {
    const start = initial ?? emptyStaffForm(kind);
    // A single choice (a submanager's own branch) is chosen already.
    return !start.branch && branches?.length === 1 ? { ...start, branch: String(branches[0].code) } : start;
  });
  const set = (patch: Partial<StaffFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggleRole = (role: StaffRole, on: boolean) => setValues((v) => ({ ...v, roles: STAFF_ROLES.filter((r) => (r === role ? on : v.roles.includes(r))) }));
  const field = (name: string) => ({ intent: errors[name] ? ('danger' as const) : ('none' as const), helperText: errors[name] });
  const branchOptions = [
    { value: '', label: branches === null ? 'Carregando filiais...' : 'Selecione a filial' },
    ...(values.branch && !branches?.some((b) => String(b.code) === values.branch) ? [{ value: values.branch, label: values.branch }] : []),
    ...(branches ?? []).map((b) => ({ value: String(b.code), label: `${b.code} - ${b.name}` })),
  ];
  return (
    <DialogForm submitText={creating ? 'Cadastrar' : 'Salvar'} submitIcon="floppy-disk" loading={loading} onCancel={onClose} onSubmit={() => onSubmit(values)}>
      <FormGroup label="Matrícula" labelFor="staff-matricula" {...field('registration')}>
        <InputGroup
          id="staff-matricula"
          inputMode="numeric"
          value={values.registration}
          maxLength={STAFF_BOUNDS.registration.maxLength}
          readOnly={!creating}
          disabled={!creating}
          onValueChange={(registration) => set({ registration })}
        />
      </FormGroup>
      <FormGroup label="Nome" labelFor="staff-nome" {...field('name')}>
        <InputGroup id="staff-nome" value={values.name} maxLength={STAFF_BOUNDS.name.maxLength} onValueChange={(name) => set({ name })} />
      </FormGroup>
      <FormGroup label="CPF" labelFor="staff-cpf" {...field('cpf')}>
        <InputGroup id="staff-cpf" inputMode="numeric" maxLength={STAFF_BOUNDS.cpf.maxLength} value={values.cpf} onValueChange={(cpf) => set({ cpf })} />
      </FormGroup>
      <FormGroup label="E-mail" labelFor="staff-email" {...field('email')}>
        {/* Not type="email": the browser's own check would answer in its language, before the form's. */}
        <InputGroup
          id="staff-email"
          inputMode="email"
          autoComplete="off"
          maxLength={STAFF_BOUNDS.email.maxLength}
          value={values.email}
          onValueChange={(email) => set({ email })}
        />
      </FormGroup>
      {kind === 'employee' && (
        <FormGroup label="Cargo" {...field('roles')}>
          {STAFF_ROLES.map((role) => (
            <Checkbox
              key={role}
              inline
              label={ROLE_LABEL[role]}
              checked={values.roles.includes(role)}
              onChange={(e) => toggleRole(role, e.currentTarget.checked)}
            />
          ))}
        </FormGroup>
      )}
      {creating && kind !== 'deliveryman' && (
        <FormGroup label="Senha" labelFor="staff-senha" {...field('password')}>
          <InputGroup
            id="staff-senha"
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_BOUNDS.password.maxLength}
            value={values.password}
            onValueChange={(password) => set({ password })}
          />
        </FormGroup>
      )}
      {!hidesBranch(values.roles) && (
        <FormGroup label="Filial" labelFor="staff-filial" {...field('branch')}>
          <Select id="staff-filial" fill value={values.branch} options={branchOptions} onChange={(e) => set({ branch: e.currentTarget.value })} />
        </FormGroup>
      )}
      {!creating && <Switch label="Disponível" checked={values.available} onChange={(e) => set({ available: e.currentTarget.checked })} />}
    </DialogForm>
  );
}
