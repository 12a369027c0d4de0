// 'Nova Filial' / 'Editar Filial': every field of the branch (docs/areas/catalogue.md#validation); on creation, the
// schedule types to create with it, each with its periods and maximum deliveries. Enter submits, Esc cancels.
import { useState } from 'react';
import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { cepText, formatCnpj } from '../../lib/documents';
import { ImageField } from '../../lib/imageField';
import { useDialogForm } from '../../lib/useDialogForm';
import { DeliveryPeriodsQuery } from '../queries';
import { BRANCH_IMAGE, SCHEDULE_TYPES, TEXT_BOUNDS, TEXT_FIELDS, emptyBranchForm, type BranchFormValues, type ScheduleChoices } from '../form';
import { WHOLE_COUNT, boundProps } from '../../lib/inputBounds';
import { Select } from '../../lib/select';

interface Props {
  open: boolean;
  /** Null: a new branch; else the branch being edited (its code is fixed). */
  initial: BranchFormValues | null;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: BranchFormValues, schedules: ScheduleChoices) => void;
}

const formatted: Partial<Record<keyof BranchFormValues, (value: string) => string>> = {
  cnpj: (v) => (v.replace(/[^0-9A-Za-z]/g, '').length === 14 ? formatCnpj(v.toUpperCase()) : v),
  postalCode: cepText,
};

function BranchForm({ initial, loading, errors, onClose, onSubmit }: Omit<Props, 'open'>) {
  // No check of its own: every error is the gateway's, passed back by the page.
  const { values, setValues, set, uploading, image } = useDialogForm<BranchFormValues>(initial ?? emptyBranchForm(), errors);
  const [schedules, setSchedules] = useState<ScheduleChoices>({});
  const creating = initial === null;
  const periods = useQuery(DeliveryPeriodsQuery, { skip: !creating });
  // Updaters read the latest state, not this render's: a blur or a keystroke can land before the re-render.
  const reformat = (field: keyof BranchFormValues) => {
    const format = formatted[field];
    if (format) setValues((v) => ({ ...v, [field]: format(v[field]) }));
  };
  const setMaxDeliveries = (type: keyof ScheduleChoices, maxDeliveries: string) =>
    setSchedules((s) => (s[type] ? { ...s, [type]: { ...s[type], maxDeliveries } } : s));
  const toggleType = (type: keyof ScheduleChoices, on: boolean) =>
    setSchedules((s) => {
      const next = { ...s };
      if (on) next[type] = { periodIds: [], maxDeliveries: '' };
      else delete next[type];
      return next;
    });
  const togglePeriod = (type: keyof ScheduleChoices, id: string, on: boolean) =>
    setSchedules((s) => {
      const current = s[type]!;
      return { ...s, [type]: { ...current, periodIds: on ? [...current.periodIds, id] : current.periodIds.filter((p) => p !== id) } };
    });
  return (
    <DialogForm
      submitText={creating ? 'Cadastrar' : 'Atualizar'}
      loading={loading}
      submitDisabled={uploading}
      onCancel={onClose}
      onSubmit={() => onSubmit(values, schedules)}
    >
      <div className="branch-form-grid">
        {TEXT_FIELDS.map(([field, label]) => (
          <FormGroup key={field} label={label} labelFor={`filial-${field}`} intent={errors[field] ? 'danger' : 'none'} helperText={errors[field]}>
            <InputGroup
              id={`filial-${field}`}
              value={values[field]}
              disabled={field === 'code' && !creating}
              inputMode={field === 'code' ? 'numeric' : undefined}
              maxLength={TEXT_BOUNDS[field]?.maxLength}
              intent={errors[field] ? 'danger' : 'none'}
              onValueChange={(v) => set(field, v)}
              onBlur={() => reformat(field)}
            />
          </FormGroup>
        ))}
        <FormGroup label="Status" labelFor="filial-status">
          <Select
            id="filial-status"
            value={values.status}
            onChange={(e) => set('status', e.currentTarget.value as BranchFormValues['status'])}
            options={[
              { value: 'A', label: 'Ativo' },
              { value: 'I', label: 'Inativo' },
            ]}
          />
        </FormGroup>
        <ImageField id="filial-imageUrl" label="Imagem" rule={BRANCH_IMAGE} {...image('imageUrl')} disabled={loading} optional />
      </div>
      {creating && (
        <fieldset className="branch-schedules">
          <legend>Horários de Entrega</legend>
          {SCHEDULE_TYPES.map(([type, label]) => {
            const choice = schedules[type];
            return (
              <div key={type} className="branch-schedule">
                <Checkbox label={label} checked={choice !== undefined} onChange={(e) => toggleType(type, e.currentTarget.checked)} />
                {choice && (
                  <>
                    <FormGroup
                      label="Períodos"
                      intent={errors[`schedules.${type}.periodIds`] ? 'danger' : 'none'}
                      helperText={errors[`schedules.${type}.periodIds`]}
                    >
                      {(periods.data?.deliveryPeriods ?? []).map((p) => (
                        <Checkbox
                          key={p.id}
                          inline
                          label={`${p.start} - ${p.end}`}
                          checked={choice.periodIds.includes(p.id)}
                          onChange={(e) => togglePeriod(type, p.id, e.currentTarget.checked)}
                        />
                      ))}
                    </FormGroup>
                    <FormGroup
                      label="Quantidade Máxima de Entregas"
                      labelFor={`filial-qtd-${type}`}
                      intent={errors[`schedules.${type}.maxDeliveries`] ? 'danger' : 'none'}
                      helperText={errors[`schedules.${type}.maxDeliveries`]}
                    >
                      <InputGroup
                        id={`filial-qtd-${type}`}
                        type="number"
                        {...boundProps(WHOLE_COUNT)}
                        value={choice.maxDeliveries}
                        onValueChange={(v) => setMaxDeliveries(type, v)}
                      />
                    </FormGroup>
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </DialogForm>
  );
}

export function BranchFormDialog({ open, ...props }: Props) {
  return (
    <AppDialog
      isOpen={open}
      title={props.initial ? 'Editar Filial' : 'Nova Filial'}
      onClose={props.onClose}
      canOutsideClickClose={!props.loading}
      canEscapeKeyClose={!props.loading}
      className="branch-dialog"
    >
      {open && <BranchForm {...props} />}
    </AppDialog>
  );
}
