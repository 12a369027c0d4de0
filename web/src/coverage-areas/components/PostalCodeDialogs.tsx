// The dialogs of 'CEPs': 'Filtros de CEPs' (the CEP) and 'Novo CEP' / 'Editar CEP' (CEP and address, 'Salvar').
import { useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { PostalCodeInput } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { filterDialog, type FilterDialogProps } from '../../lib/filterDialog';
import type { FormDialogProps } from '../../lib/useDialogForm';
import { CEP_INVALID, CEP_MAX_LENGTH, cepDigits, cepText, isCep } from '../../lib/documents';
import type { PostalCodeFilterState } from '../filters';
import { POSTAL_CODE_LABELS } from '../form';
import { emptyMessage } from '../../lib/formMessages';

interface CepFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function CepField({ id, value, error, onChange }: CepFieldProps) {
  return (
    <FormGroup label="CEP" labelFor={id} intent={error ? 'danger' : 'none'} helperText={error}>
      <InputGroup
        id={id}
        inputMode="numeric"
        placeholder="00000-000"
        maxLength={CEP_MAX_LENGTH}
        value={value}
        intent={error ? 'danger' : 'none'}
        onValueChange={onChange}
        onBlur={() => onChange(cepText(value))}
      />
    </FormGroup>
  );
}

type FilterProps = FilterDialogProps<PostalCodeFilterState>;

function FilterForm({ value, onClose, onSubmit }: FilterProps) {
  const [postalCode, setPostalCode] = useState(cepText(value.postalCode));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const invalid = postalCode.trim() !== '' && !isCep(postalCode);
    setError(invalid ? CEP_INVALID : undefined);
    if (!invalid) onSubmit({ postalCode });
  };
  return (
    <DialogForm submitText="Buscar" submitIcon="search" onCancel={onClose} onSubmit={submit}>
      <CepField id="cep-filtro" value={postalCode} error={error} onChange={setPostalCode} />
    </DialogForm>
  );
}

export const PostalCodeFilterDialog = filterDialog(FilterForm, 'Filtros de CEPs');

export interface PostalCodeFormValues {
  code: string;
  address: string;
}

type FormProps = FormDialogProps<PostalCodeFormValues, PostalCodeInput>;

function PostalCodeForm({ initial, loading, errors, onClose, onSubmit }: FormProps & { initial: PostalCodeFormValues }) {
  const [values, setValues] = useState(initial);
  const [mine, setMine] = useState<Record<string, string>>({});
  const shown = { ...errors, ...mine };
  const submit = () => {
    const found: Record<string, string> = {};
    if (!values.code.trim()) found.code = emptyMessage(POSTAL_CODE_LABELS.code);
    else if (!isCep(values.code)) found.code = CEP_INVALID;
    if (!values.address.trim()) found.address = emptyMessage(POSTAL_CODE_LABELS.address);
    setMine(found);
    if (Object.keys(found).length === 0) onSubmit({ code: cepDigits(values.code), address: values.address.trim() });
  };
  return (
    <DialogForm submitText="Salvar" loading={loading} onCancel={onClose} onSubmit={submit}>
      <CepField id="cep-codigo" value={values.code} error={shown.code} onChange={(code) => setValues((v) => ({ ...v, code }))} />
      <FormGroup label="Endereço" labelFor="cep-endereco" intent={shown.address ? 'danger' : 'none'} helperText={shown.address}>
        <InputGroup
          id="cep-endereco"
          value={values.address}
          maxLength={INPUT_LIMITS.PostalCodeInput.address.maxLength}
          intent={shown.address ? 'danger' : 'none'}
          onValueChange={(address) => setValues((v) => ({ ...v, address }))}
        />
      </FormGroup>
    </DialogForm>
  );
}

export function PostalCodeDialog(props: FormProps) {
  return (
    <AppDialog isOpen={props.initial !== null} title={props.editing ? 'Editar CEP' : 'Novo CEP'} onClose={props.onClose} canOutsideClickClose={false}>
      {props.initial && <PostalCodeForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}
