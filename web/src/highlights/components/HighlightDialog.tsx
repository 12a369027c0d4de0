// 'Novo Destaque' and 'Editar Destaque' (docs/areas/catalogue.md#highlights): title, description, type (Busca or
// Informação), the link for type B, and the 395x220 image, uploaded as soon as it is chosen. Presentational: the
// page saves and passes back the gateway's field errors.
import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { HighlightInput, HighlightType } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { ImageField } from '../../lib/imageField';
import { Select } from '../../lib/select';
import { useDialogForm, type FormDialogProps } from '../../lib/useDialogForm';
import { HIGHLIGHT_IMAGE, highlightInput, TYPE_LABELS, type HighlightFormValues } from '../form';

type Props = FormDialogProps<HighlightFormValues, HighlightInput>;

function HighlightForm({ initial, editing, loading, errors, onClose, onSubmit }: Props & { initial: HighlightFormValues }) {
  const { values, set, shown, intent, uploading, submitWith, image, bounded } = useDialogForm(initial, errors, { bounds: INPUT_LIMITS.HighlightInput });
  const submit = submitWith(highlightInput, onSubmit);
  return (
    <DialogForm submitText={editing ? 'Atualizar' : 'Salvar'} loading={loading} submitDisabled={uploading} onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Título" labelFor="destaque-titulo" intent={intent('title')} helperText={shown.title}>
        <InputGroup id="destaque-titulo" value={values.title} {...bounded('title')} intent={intent('title')} onValueChange={(v) => set('title', v)} />
      </FormGroup>
      <FormGroup label="Descrição" labelFor="destaque-descricao" labelInfo="(opcional)" intent={intent('description')} helperText={shown.description}>
        <TextArea
          id="destaque-descricao"
          className="highlight-description"
          fill
          rows={3}
          {...bounded('description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormGroup>
      <FormGroup label="Tipo" labelFor="destaque-tipo" intent={intent('type')} helperText={shown.type}>
        <Select id="destaque-tipo" fill value={values.type} onChange={(e) => set('type', e.target.value as HighlightType | '')}>
          <option value="">Selecione o tipo</option>
          {(Object.keys(TYPE_LABELS) as HighlightType[]).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormGroup>
      {values.type === 'B' && (
        <FormGroup label="Link" labelFor="destaque-link" intent={intent('link')} helperText={shown.link}>
          <InputGroup
            id="destaque-link"
            inputMode="url"
            placeholder="https://"
            value={values.link}
            {...bounded('link')}
            intent={intent('link')}
            onValueChange={(v) => set('link', v)}
          />
        </FormGroup>
      )}
      <ImageField id="destaque-imagem" label="Imagem" rule={HIGHLIGHT_IMAGE} {...image('imageUrl')} disabled={loading} optional />
    </DialogForm>
  );
}

export function HighlightDialog(props: Props) {
  return (
    <AppDialog isOpen={props.initial !== null} title={props.editing ? 'Editar Destaque' : 'Novo Destaque'} onClose={props.onClose} canOutsideClickClose={false}>
      {props.initial && <HighlightForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}
