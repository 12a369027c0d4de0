// 'Editar Seção' (description and icon required, info optional, active) and 'Detalhes da Seção' (descrição,
// ícone, info, ativo). Presentational: the page saves.
import { useState } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { SectionFieldsFragment, SectionInput } from '../../generated/graphql';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { sectionInput, type SectionFormValues } from '../form';

interface EditProps {
  /** null: closed */
  initial: SectionFormValues | null;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (input: SectionInput) => void;
}

const FIELDS = [
  { key: 'description', id: 'secao-descricao', label: 'Descrição', max: 120 },
  { key: 'icon', id: 'secao-icone', label: 'Ícone', max: 80 },
] as const;

function SectionForm({ initial, loading, errors, onClose, onSubmit }: EditProps & { initial: SectionFormValues }) {
  const [values, setValues] = useState(initial);
  const [mine, setMine] = useState<Record<string, string>>({});
  const shown = { ...errors, ...mine };
  const set = <K extends keyof SectionFormValues>(key: K, value: SectionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setMine(({ [key]: _dropped, ...rest }) => rest);
  };
  const submit = () => {
    const checked = sectionInput(values);
    setMine(checked.errors ?? {});
    if (checked.input) onSubmit(checked.input);
  };
  return (
    <DialogForm submitText="Atualizar" loading={loading} onCancel={onClose} onSubmit={submit}>
      {FIELDS.map(({ key, id, label, max }) => (
        <FormGroup key={key} label={label} labelFor={id} intent={shown[key] ? 'danger' : 'none'} helperText={shown[key]}>
          <InputGroup id={id} value={values[key]} maxLength={max} intent={shown[key] ? 'danger' : 'none'} onValueChange={(v) => set(key, v)} />
        </FormGroup>
      ))}
      <FormGroup label="Info" labelFor="secao-info" labelInfo="(opcional)" intent={shown.info ? 'danger' : 'none'} helperText={shown.info}>
        <TextArea id="secao-info" fill value={values.info} maxLength={500} onChange={(event) => set('info', event.currentTarget.value)} />
      </FormGroup>
      <Checkbox label="Ativo" checked={values.active} onChange={(event) => set('active', event.currentTarget.checked)} />
    </DialogForm>
  );
}

export function SectionEditDialog(props: EditProps) {
  return (
    <AppDialog isOpen={props.initial !== null} title="Editar Seção" onClose={props.onClose} canOutsideClickClose={false}>
      {props.initial && <SectionForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}

interface DetailsProps {
  section: SectionFieldsFragment | null;
  onClose: () => void;
  onEdit: (section: SectionFieldsFragment) => void;
}

export function SectionDetailsDialog({ section, onClose, onEdit }: DetailsProps) {
  return (
    <AppDialog isOpen={section !== null} title="Detalhes da Seção" onClose={onClose}>
      {section && (
        <>
          <DialogBody>
            <dl className="section-details">
              <dt>Descrição</dt>
              <dd>{section.description}</dd>
              <dt>Ícone</dt>
              <dd>{section.icon || '-'}</dd>
              <dt>Info</dt>
              <dd>{section.info || '-'}</dd>
              <dt>Ativo</dt>
              <dd>{section.active ? 'Sim' : 'Não'}</dd>
              <dt>Posição no app</dt>
              <dd>{section.order + 1}</dd>
            </dl>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Fechar" onClick={onClose} data-autofocus />
                <Button intent="primary" icon="edit" text="Editar" onClick={() => onEdit(section)} />
              </>
            }
          />
        </>
      )}
    </AppDialog>
  );
}
