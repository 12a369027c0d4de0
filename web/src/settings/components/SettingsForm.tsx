// The six sections of 'Configurações Gerais' (docs/areas/catalogue.md#general-settings). Disabled while no branch is
// chosen, and again after saving until 'Editar' is pressed. The password field is write-only: it says whether a
// password is stored and replaces it when filled. Enter saves.
import { useEffect, useRef, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { fieldUnit, isNumberField, SETTINGS_BOUNDS, SETTINGS_SECTIONS, type SettingsValues } from '../form';

/** A text field's most characters, as the gateway takes them (numbers are checked by settingsInput). */
function textLimit(name: keyof SettingsValues): number | undefined {
  const bound = SETTINGS_BOUNDS[name as keyof typeof SETTINGS_BOUNDS];
  return bound && 'maxLength' in bound && !isNumberField(name) ? bound.maxLength : undefined;
}

interface Props {
  values: SettingsValues;
  onChange: (field: keyof SettingsValues, value: string) => void;
  errors: Record<string, string>;
  /** No branch chosen, or saved and not yet reopened. */
  locked: boolean;
  passwordSet: boolean;
  saving: boolean;
  canUnlock: boolean;
  onUnlock: () => void;
  onSubmit: () => void;
}

export function SettingsForm({ values, onChange, errors, locked, passwordSet, saving, canUnlock, onUnlock, onSubmit }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && !saving) onSubmit();
  };
  // The first field the gateway refused takes the focus, so the keyboard goes where the fix is.
  const firstError = Object.keys(errors)[0];
  useEffect(() => {
    if (firstError) form.current?.querySelector<HTMLInputElement>(`#config-${firstError}`)?.focus();
  }, [firstError, errors]);
  const field = (name: keyof SettingsValues, label: string, extra: { type?: string; placeholder?: string; helper?: string } = {}) => (
    <FormGroup key={name} label={label} labelFor={`config-${name}`} intent={errors[name] ? 'danger' : 'none'} helperText={errors[name] ?? extra.helper}>
      <InputGroup
        id={`config-${name}`}
        value={values[name]}
        type={extra.type}
        placeholder={extra.placeholder}
        autoComplete={extra.type === 'password' ? 'new-password' : 'off'}
        inputMode={isNumberField(name) ? 'decimal' : undefined}
        maxLength={textLimit(name)}
        disabled={locked}
        intent={errors[name] ? 'danger' : 'none'}
        onValueChange={(v) => onChange(name, v)}
        leftElement={fieldUnit(name) === 'R$' ? <Tag minimal>R$</Tag> : undefined}
        rightElement={fieldUnit(name) === '%' ? <Tag minimal>%</Tag> : undefined}
      />
    </FormGroup>
  );
  return (
    <form ref={form} className="settings-form" onSubmit={submit} aria-label="Configurações da filial">
      {SETTINGS_SECTIONS.map((section) => (
        <fieldset key={section.title} className="settings-section">
          <legend>{section.title}</legend>
          {section.fields.map(([name, label]) => field(name, label))}
          {section.title === 'Cresce Vendas' &&
            field('loyaltyPassword', 'Senha', {
              type: 'password',
              placeholder: passwordSet ? 'Senha cadastrada: preencha para trocar' : 'Nenhuma senha cadastrada',
              helper: passwordSet ? 'Uma senha está cadastrada; ela nunca é exibida.' : undefined,
            })}
        </fieldset>
      ))}
      <div className="settings-actions">
        {locked && canUnlock ? (
          <Button icon="edit" text="Editar" onClick={onUnlock} />
        ) : (
          <Button type="submit" intent="primary" icon="floppy-disk" text="Salvar" loading={saving} disabled={locked} />
        )}
      </div>
    </form>
  );
}
