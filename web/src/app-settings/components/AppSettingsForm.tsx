// The settings form of 'Configurações Apps' (docs/areas/staff-and-support.md#app-settings): maintenance switch and
// support link, then the Android, iOS and picker app sections. Enter saves; the first field with a problem takes the
// focus.
import { useEffect, useRef, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { SETTINGS_SECTIONS, type AppSettingsValues, type SwitchField, type TextField } from '../form';

interface Props {
  values: AppSettingsValues;
  onText: (field: TextField, value: string) => void;
  onSwitch: (field: SwitchField, value: boolean) => void;
  errors: Record<string, string>;
  disabled: boolean;
  saving: boolean;
  onSubmit: () => void;
}

export function AppSettingsForm({ values, onText, onSwitch, errors, disabled, saving, onSubmit }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const firstError = Object.keys(errors)[0];
  useEffect(() => {
    if (firstError) form.current?.querySelector<HTMLInputElement>(`#app-${firstError}`)?.focus();
  }, [firstError, errors]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled && !saving) onSubmit();
  };
  return (
    <form ref={form} className="app-settings-form" onSubmit={submit} aria-label="Configurações dos apps">
      {SETTINGS_SECTIONS.map((section) => (
        <fieldset key={section.title} className="app-settings-section">
          <legend>{section.title}</legend>
          {section.switch && (
            <Switch
              id={`app-${section.switch[0]}`}
              label={section.switch[1]}
              checked={values[section.switch[0]]}
              disabled={disabled}
              onChange={(e) => onSwitch(section.switch![0], e.currentTarget.checked)}
            />
          )}
          {section.texts.map(([name, label]) => (
            <FormGroup key={name} label={label} labelFor={`app-${name}`} intent={errors[name] ? 'danger' : 'none'} helperText={errors[name]}>
              <InputGroup
                id={`app-${name}`}
                value={values[name]}
                maxLength={INPUT_LIMITS.AppSettingsInput[name].maxLength}
                disabled={disabled}
                autoComplete="off"
                intent={errors[name] ? 'danger' : 'none'}
                onValueChange={(v) => onText(name, v)}
              />
            </FormGroup>
          ))}
        </fieldset>
      ))}
      <div className="app-settings-actions">
        <Button type="submit" intent="primary" icon="floppy-disk" text="Salvar" loading={saving} disabled={disabled} />
      </div>
    </form>
  );
}
