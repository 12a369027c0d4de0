// Presentational new password form of the reset pages (docs/areas/staff-and-support.md#validation): new password and
// confirmation, checked on submit and then as the user corrects them; Enter submits. The view owns the mutation and the
// outcome dialog.
import { useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { FIELD_LABELS, validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from '../form';

interface NewPasswordFormProps {
  loading: boolean;
  /** The gateway's refusals by field, shown until the next submit. */
  serverErrors: NewPasswordErrors;
  onSubmit: (values: NewPasswordValues) => void;
}

export function NewPasswordForm({ loading, serverErrors, onSubmit }: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors: NewPasswordErrors = submitted ? { ...serverErrors, ...validateNewPassword(values) } : serverErrors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (loading || Object.keys(validateNewPassword(values)).length > 0) return;
    onSubmit(values);
  };
  const field = (name: keyof NewPasswordValues, autoFocus = false) => (
    <FormGroup label={FIELD_LABELS[name]} labelFor={`reset-${name}`} helperText={errors[name]} intent={errors[name] ? 'danger' : 'none'}>
      <InputGroup
        id={`reset-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        size="large"
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        intent={errors[name] ? 'danger' : 'none'}
        aria-invalid={errors[name] ? true : undefined}
        disabled={loading}
      />
    </FormGroup>
  );

  return (
    <form className="reset-form" onSubmit={submit} noValidate>
      {field('password', true)}
      {field('confirmation')}
      <Button type="submit" intent="primary" size="large" fill text="Confirmar" loading={loading} />
    </form>
  );
}
