// 'Nova Área de Cobertura' / 'Editar Área de Cobertura': branch code, CEP and fee. The branch is looked up when
// its field is left, the CEP as soon as it has its 8 digits; what they name shows under each field.
import { useState } from 'react';
import { FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { errorText } from '../../lib/errors';
import { MoneyField } from '../../lib/moneyField';
import type { FormDialogProps } from '../../lib/useDialogForm';
import { CEP_MAX_LENGTH, cepText, isCep } from '../../lib/documents';
import { CODE_DIGITS } from '../../lib/inputBounds';
import { areaInput, type AreaFormValues } from '../form';
import { CoverageBranchQuery, CoveragePostalCodeQuery } from '../queries';
import type { CoverageAreaInput } from '../../generated/graphql';

const LOOKUP_TEXTS = {
  branchNotFound: 'Filial não encontrada.',
  postalCodeNotFound: 'Cep Não encontrado',
  lookupFailed: 'Erro ao Procurar CEP: ',
  searching: 'Procurando…',
} as const;

type Props = FormDialogProps<AreaFormValues, CoverageAreaInput>;

type Cue = { text?: string; intent: Intent };

function useLookups(branch: string, postalCode: string): { branch: Cue; postalCode: Cue } {
  const code = /^\d{1,9}$/.test(branch.trim()) ? Number(branch.trim()) : null;
  const branchLookup = useQuery(CoverageBranchQuery, { variables: { code: code ?? 0 }, skip: code === null });
  const cepLookup = useQuery(CoveragePostalCodeQuery, { variables: { code: postalCode.replace(/\D/g, '') }, skip: !isCep(postalCode) });
  const cue = (loading: boolean, error: unknown, found: string | null | undefined, missing: string, skipped: boolean): Cue => {
    if (skipped) return { intent: 'none' };
    if (loading) return { text: LOOKUP_TEXTS.searching, intent: 'none' };
    if (error) return { text: `${LOOKUP_TEXTS.lookupFailed}${errorText(error)}`, intent: 'danger' };
    return found ? { text: found, intent: 'success' } : { text: missing, intent: 'danger' };
  };
  return {
    branch: cue(branchLookup.loading, branchLookup.error, branchLookup.data?.coverageBranch?.name, LOOKUP_TEXTS.branchNotFound, code === null),
    postalCode: cue(
      cepLookup.loading,
      cepLookup.error,
      cepLookup.data?.coveragePostalCode ? cepLookup.data.coveragePostalCode.address || cepText(cepLookup.data.coveragePostalCode.code) : null,
      LOOKUP_TEXTS.postalCodeNotFound,
      !isCep(postalCode),
    ),
  };
}

function AreaForm({ initial, loading, errors, onClose, onSubmit }: Props & { initial: AreaFormValues }) {
  const [values, setValues] = useState(initial);
  // The branch is looked up as left, not at every keystroke; the CEP once complete.
  const [branchLookedUp, setBranchLookedUp] = useState(initial.branch);
  const [mine, setMine] = useState<Record<string, string>>({});
  // A field's error (the form's or the gateway's) goes once the field is edited, so the lookup's answer shows.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // New answers of the gateway show whole (React's "state from the previous render" pattern).
  const [answered, setAnswered] = useState(errors);
  if (answered !== errors) {
    setAnswered(errors);
    setEdited(new Set());
  }
  const cues = useLookups(branchLookedUp, values.postalCode);
  const shown: Record<string, string> = Object.fromEntries(Object.entries({ ...errors, ...mine }).filter(([field]) => !edited.has(field)));
  const set = (field: keyof AreaFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const state = (field: keyof AreaFormValues, cue?: Cue) => ({
    intent: shown[field] ? ('danger' as const) : (cue?.intent ?? 'none'),
    helperText: shown[field] ?? cue?.text,
  });
  const submit = () => {
    const checked = areaInput(values);
    const found = checked.errors ?? {};
    setMine(found);
    setEdited((current) => new Set([...current].filter((field) => !(field in found))));
    if (checked.input) onSubmit(checked.input);
  };
  return (
    <DialogForm submitText="Salvar" loading={loading} onCancel={onClose} onSubmit={submit}>
      <FormGroup label="Código da Filial" labelFor="area-filial" {...state('branch', cues.branch)}>
        <InputGroup
          id="area-filial"
          inputMode="numeric"
          maxLength={CODE_DIGITS.maxLength}
          value={values.branch}
          intent={state('branch', cues.branch).intent}
          onValueChange={set('branch')}
          onBlur={() => setBranchLookedUp(values.branch)}
        />
      </FormGroup>
      <FormGroup label="CEP" labelFor="area-cep" {...state('postalCode', cues.postalCode)}>
        <InputGroup
          id="area-cep"
          inputMode="numeric"
          placeholder="00000-000"
          maxLength={CEP_MAX_LENGTH}
          value={values.postalCode}
          intent={state('postalCode', cues.postalCode).intent}
          onValueChange={set('postalCode')}
          onBlur={() => setValues((v) => ({ ...v, postalCode: cepText(v.postalCode) }))}
        />
      </FormGroup>
      <FormGroup label="Valor da Taxa" labelFor="area-valor" {...state('fee')}>
        <MoneyField id="area-valor" value={values.fee} invalid={Boolean(shown.fee)} onChange={set('fee')} />
      </FormGroup>
    </DialogForm>
  );
}

export function CoverageAreaDialog(props: Props) {
  return (
    <AppDialog
      isOpen={props.initial !== null}
      title={props.editing ? 'Editar Área de Cobertura' : 'Nova Área de Cobertura'}
      onClose={props.onClose}
      canOutsideClickClose={false}
    >
      {props.initial && <AreaForm {...props} initial={props.initial} />}
    </AppDialog>
  );
}
