// 'Bairros do CEP': the neighbourhoods of a postal code (ID, name, fee, status, edit) and 'Adicionar Bairro'.
// Opened on a CEP (a coverage row, a postal code row) or from 'Ver Bairros', where the CEP is typed first.
import { useState } from 'react';
import { Button, Callout, DialogBody, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { NeighbourhoodFieldsFragment, NeighbourhoodInput } from '../../generated/graphql';
import { showToast } from '../../kernel/toaster';
import { AppDialog } from '../../lib/dialog';
import { formatCep, orDash } from '../../lib/documents';
import { errorText, fieldErrors, prefixedError, userErrorsText } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { CEP_INVALID, cepText, isCep } from '../filters';
import { emptyNeighbourhoodForm, neighbourhoodFormOf, type NeighbourhoodFormValues } from '../form';
import { CoveragePostalCodeQuery, SaveNeighbourhoodMutation } from '../queries';
import { NeighbourhoodDialog } from './NeighbourhoodDialog';

export const NEIGHBOURHOOD_TEXTS = {
  saved: 'Bairro Atualizado Com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar Bairros: ',
  // Spec 001 section 8: 'Cep Não encontrado' is the empty lookup's text ('CEP não encontrado' the filtered list's).
  notFound: 'Cep Não encontrado',
  empty: 'Nenhum bairro cadastrado para este CEP',
} as const;

interface Props {
  /** The CEP's digits; '' asks for one; null: closed */
  postalCode: string | null;
  onClose: () => void;
}

export function NeighbourhoodsDialog({ postalCode, onClose }: Props) {
  return (
    <AppDialog isOpen={postalCode !== null} title="Bairros do CEP" onClose={onClose} canOutsideClickClose={false} style={{ width: 'min(760px, 96vw)' }}>
      {postalCode !== null && <Neighbourhoods initialCep={postalCode} />}
    </AppDialog>
  );
}

function Neighbourhoods({ initialCep }: { initialCep: string }) {
  const [typed, setTyped] = useState(cepText(initialCep));
  const [cep, setCep] = useState(isCep(initialCep) ? initialCep.replace(/\D/g, '') : '');
  const [typedError, setTypedError] = useState<string | undefined>();
  const { data, loading, error, refetch } = useQuery(CoveragePostalCodeQuery, { variables: { code: cep }, skip: !cep, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ id: string | null; initial: NeighbourhoodFormValues } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading: saving }] = useMutation(SaveNeighbourhoodMutation);
  const found = data?.coveragePostalCode;

  const search = () => {
    const valid = isCep(typed);
    setTypedError(valid ? undefined : CEP_INVALID);
    if (valid) setCep(typed.replace(/\D/g, ''));
  };

  const submit = async (input: NeighbourhoodInput) => {
    if (!found || !editing) return;
    const prefix = editing.id ? NEIGHBOURHOOD_TEXTS.updateFailed : NEIGHBOURHOOD_TEXTS.createFailed;
    try {
      const payload = (await save({ variables: { id: editing.id, postalCodeId: found.id, input } })).data?.saveNeighbourhood;
      if (!payload) return;
      if (payload.errors.length) {
        setErrors(fieldErrors(payload.errors));
        void showToast({ intent: 'danger', message: prefixedError(prefix, userErrorsText(payload.errors)) });
        return;
      }
      setEditing(null);
      void showToast({ intent: 'success', message: payload.message ?? NEIGHBOURHOOD_TEXTS.saved });
      void refetch().catch(() => undefined);
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(failure)) });
    }
  };

  const open = (row: NeighbourhoodFieldsFragment | null) => {
    setErrors({});
    setEditing({ id: row?.id ?? null, initial: row ? neighbourhoodFormOf(row) : emptyNeighbourhoodForm() });
  };

  return (
    <DialogBody>
      <form
        className="coverage-cep-search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <FormGroup label="CEP" labelFor="bairros-cep" inline intent={typedError ? 'danger' : 'none'} helperText={typedError}>
          <InputGroup id="bairros-cep" inputMode="numeric" placeholder="00000-000" value={typed} onValueChange={setTyped} />
        </FormGroup>
        <Button type="submit" icon="search" text="Buscar" />
      </form>
      {cep && loading && !data && <Spinner aria-label="Carregando bairros" size={30} />}
      {error && <Callout intent="danger">{prefixedError(NEIGHBOURHOOD_TEXTS.loadFailed, errorText(error))}</Callout>}
      {cep && data && !found && <Callout intent="warning">{NEIGHBOURHOOD_TEXTS.notFound}</Callout>}
      {found && (
        <>
          <div className="coverage-cep-heading">
            <strong>{formatCep(found.code)}</strong> {orDash(found.address)}
            <Button icon="add" intent="primary" text="Adicionar Bairro" onClick={() => open(null)} />
          </div>
          {found.neighbourhoods.length === 0 ? (
            <NonIdealState icon="map" title={NEIGHBOURHOOD_TEXTS.empty} />
          ) : (
            <HTMLTable className="list-table" striped compact>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Bairro</th>
                  <th>Valor</th>
                  <th>Status</th>
                  <th>Ações</th>
                </tr>
              </thead>
              <tbody>
                {found.neighbourhoods.map((n) => (
                  <tr key={n.id}>
                    <td>{n.id}</td>
                    <td title={n.note ?? undefined}>{n.name}</td>
                    <td className="list-nowrap">{formatMoney(n.fee)}</td>
                    <td>
                      <Tag minimal intent={n.active ? 'success' : 'none'}>
                        {n.active ? 'Ativo' : 'Inativo'}
                      </Tag>
                    </td>
                    <td>
                      <Button variant="minimal" icon="edit" title="Editar" aria-label={`Editar bairro ${n.name}`} onClick={() => open(n)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </>
      )}
      <NeighbourhoodDialog
        initial={editing?.initial ?? null}
        editing={Boolean(editing?.id)}
        loading={saving}
        errors={errors}
        onClose={() => !saving && setEditing(null)}
        onSubmit={(input) => void submit(input)}
      />
    </DialogBody>
  );
}
