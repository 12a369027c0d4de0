// Presentational login form (docs/areas/orders.md#login): the view owns the mutation and navigation.
import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { LOGIN_BOUNDS, validateLogin, type LoginFields, type LoginFieldErrors } from '../loginValidation';

interface LoginFormProps {
  loading: boolean;
  /** The gateway's message for a refused login, shown until the next attempt. */
  error: string | null;
  onSubmit: (fields: LoginFields) => void;
}

export function LoginForm({ loading, error, onSubmit }: LoginFormProps) {
  const [fields, setFields] = useState<LoginFields>({ matricula: '', senha: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors: LoginFieldErrors = submitted ? validateLogin(fields) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (loading || Object.keys(validateLogin(fields)).length > 0) return;
    onSubmit({ matricula: fields.matricula.trim(), senha: fields.senha });
  };
  const set = (name: keyof LoginFields) => (event: React.ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <FormGroup label="Matrícula" labelFor="login-matricula" helperText={errors.matricula} intent={errors.matricula ? 'danger' : 'none'}>
        <InputGroup
          id="login-matricula"
          name="matricula"
          autoFocus
          autoComplete="username"
          inputMode="numeric"
          size="large"
          maxLength={LOGIN_BOUNDS.matricula.maxLength}
          value={fields.matricula}
          onChange={set('matricula')}
          intent={errors.matricula ? 'danger' : 'none'}
          aria-invalid={errors.matricula ? true : undefined}
          disabled={loading}
        />
      </FormGroup>
      <FormGroup label="Senha" labelFor="login-senha" helperText={errors.senha} intent={errors.senha ? 'danger' : 'none'}>
        <InputGroup
          id="login-senha"
          name="senha"
          type="password"
          autoComplete="current-password"
          size="large"
          value={fields.senha}
          onChange={set('senha')}
          intent={errors.senha ? 'danger' : 'none'}
          aria-invalid={errors.senha ? true : undefined}
          disabled={loading}
        />
      </FormGroup>
      {loading && (
        <Callout intent="primary" className="login-status" role="status">
          Fazendo login...
        </Callout>
      )}
      {!loading && error && (
        <Callout intent="danger" className="login-status" role="alert">
          {error}
        </Callout>
      )}
      <Button type="submit" intent="primary" size="large" fill text="Entrar" loading={loading} />
    </form>
  );
}
