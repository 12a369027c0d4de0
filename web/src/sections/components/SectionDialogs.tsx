// 'Editar Seção' (description and icon required, info optional, active) and 'Detalhes da Seção' (descrição,
// ícone, info, ativo). Presentational: the page saves.
import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { SectionList_SectionFragment, SectionInput } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { useDialogForm, type FormDialogProps } from '../../lib/useDialogForm';
import { sectionInput, type SectionFormValues } from '../form';

/** Sections are only edited here (the list is the API's), so there is no 'new' mode. */
type EditProps = Omit<FormDialogProps<SectionFormValues, SectionInput>, 'editing'>;

const FIELDS = [
  { key: 'description', id: 'secao-descricao', label: 'Descrição' },
  { key: 'icon', id: 'secao-icone', label: 'Ícone' },
] as const;

function SectionForm({ initial, loading, errors, onClose, onSubmit }: EditProps & { initial: SectionFormValues }) {
  const { values, set, shown, intent, submitWith, bounded } = useDialogForm(initial, errors, { bounds: INPUT_LIMITS.SectionInput });
  const submit = submitWith(sectionInput, onSubmit);
  return (
    <DialogForm submitText="Atualizar" loading={loading} onCancel={onClose} onSubmit={submit}>
      {FIELDS.map(({ key, id, label }) => (
        <FormGroup key={key} label={label} labelFor={id} intent={intent(key)} helperText={shown[key]}>
          <InputGroup id={id} value={values[key]} {...bounded(key)} intent={intent(key)} onValueChange={(v) => set(key, v)} />
        </FormGroup>
      ))}
      <FormGroup label="Info" labelFor="secao-info" labelInfo="(opcional)" intent={intent('info')} helperText={shown.info}>
        <TextArea id="secao-info" fill value={values.info} {...bounded('info')} onChange={(event) => set('info', event.currentTarget.value)} />
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
  section: SectionList_SectionFragment | null;
  onClose: () => void;
  onEdit: (section: SectionList_SectionFragment) => void;
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
