// The privacy policy dialog of 'Configurações Apps' (docs/areas/staff-and-support.md#privacy-policy: the dialog with
// its update button; docs/decisions/0023-privacy-policy-one-text.md: one text, title and body). It shows the stored text in its fields, so reading
// and editing are the same dialog; 'Atualizar' sends both, each required ('Campo obrigatório!', checked here and by the
// gateway). Where the product API has no privacy policy the dialog says so (the gateway's note), its fields are empty
// and disabled, and 'Atualizar' is disabled.
import { Callout, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { INPUT_LIMITS } from '../../generated/input-limits';

export interface PrivacyPolicyValues {
  title: string;
  body: string;
}

interface Props {
  open: boolean;
  values: PrivacyPolicyValues;
  errors: Partial<Record<keyof PrivacyPolicyValues, string>>;
  onChange: (values: PrivacyPolicyValues) => void;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  /** The gateway's note when this server offers no privacy policy; null when it does. */
  unavailable?: string | null;
}

export function PrivacyPolicyDialog({ open, values, errors, onChange, saving, onClose, onSave, unavailable = null }: Props) {
  const off = unavailable !== null;
  return (
    <AppDialog isOpen={open} onClose={onClose} title="Política de Privacidade" className="terms-dialog" canOutsideClickClose={!saving}>
      <DialogForm submitText="Atualizar" submitIcon="floppy-disk" loading={saving} submitDisabled={off} onCancel={onClose} onSubmit={onSave}>
        {off && (
          <Callout intent="warning" icon="info-sign" role="status">
            {unavailable}
          </Callout>
        )}
        <FormGroup label="Título" labelFor="privacy-title" intent={errors.title ? 'danger' : 'none'} helperText={errors.title}>
          <InputGroup
            id="privacy-title"
            value={values.title}
            disabled={off}
            maxLength={INPUT_LIMITS.PrivacyPolicyInput.title.maxLength}
            intent={errors.title ? 'danger' : 'none'}
            onValueChange={(title) => onChange({ ...values, title })}
          />
        </FormGroup>
        <FormGroup label="Texto" labelFor="privacy-body" intent={errors.body ? 'danger' : 'none'} helperText={errors.body}>
          <TextArea
            id="privacy-body"
            className="privacy-body"
            fill
            rows={16}
            value={values.body}
            disabled={off}
            maxLength={INPUT_LIMITS.PrivacyPolicyInput.body.maxLength}
            intent={errors.body ? 'danger' : 'none'}
            onChange={(event) => onChange({ ...values, body: event.currentTarget.value })}
          />
        </FormGroup>
      </DialogForm>
    </AppDialog>
  );
}
