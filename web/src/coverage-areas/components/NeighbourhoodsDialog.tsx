// 'Bairros do CEP': the neighbourhoods of a postal code (ID, name, fee, status, edit) and 'Adicionar Bairro'.
// Opened on a CEP (a coverage row, a postal code row) or from 'Ver Bairros', where the CEP is typed first.
import { useState } from 'react';
import { Button, Callout, DialogBody, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { NeighbourhoodsDialog_NeighbourhoodFragment, NeighbourhoodInput } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';
import { CEP_INVALID, CEP_MAX_LENGTH, cepDigits, cepText, formatCep, isCep, orDash } from '../../lib/documents';
import { errorText, prefixedError } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { RowLongText } from '../../lib/rowParts';
import { failurePrefixes, recordDialogProps, useRecordSave } from '../../lib/useRecordSave';
import { emptyNeighbourhoodForm, neighbourhoodFormOf, type NeighbourhoodFormValues } from '../form';
import { CoveragePostalCodeQuery, CreateNeighbourhoodMutation, UpdateNeighbourhoodMutation } from '../queries';
import { NeighbourhoodDialog } from './NeighbourhoodDialog';

/** What the gateway cannot say (the saved text comes from the payload). */
const NEIGHBOURHOOD_TEXTS = {
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar Bairros: ',
  // docs/areas/catalogue.md#errors: 'Cep Não encontrado' is the empty lookup's text ('CEP não encontrado' the
  // filtered list's).
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
  const [cep, setCep] = useState(isCep(initialCep) ? cepDigits(initialCep) : '');
  const [typedError, setTypedError] = useState<string | undefined>();
  const { data, loading, error, refetch } = useQuery(CoveragePostalCodeQuery, { variables: { code: cep }, skip: !cep, fetchPolicy: 'cache-and-network' });
  const record = useRecordSave<NeighbourhoodFormValues>(failurePrefixes(NEIGHBOURHOOD_TEXTS.createFailed, NEIGHBOURHOOD_TEXTS.updateFailed));
  const [create, { loading: creating }] = useMutation(CreateNeighbourhoodMutation);
  const [update, { loading: updating }] = useMutation(UpdateNeighbourhoodMutation);
  const saving = creating || updating;
  const found = data?.coveragePostalCode;

  const search = () => {
    const valid = isCep(typed);
    setTypedError(valid ? undefined : CEP_INVALID);
    if (valid) setCep(cepDigits(typed));
  };

  const submit = async (input: NeighbourhoodInput) => {
    if (!found) return;
    const postalCodeId = found.id;
    const saved = await record.save(async ({ id }) =>
      id
        ? (await update({ variables: { id, postalCodeId, input } })).data?.updateNeighbourhood
        : (await create({ variables: { postalCodeId, input } })).data?.createNeighbourhood,
    );
    if (saved) void refetch().catch(() => undefined);
  };

  const open = (row: NeighbourhoodsDialog_NeighbourhoodFragment | null) => {
    record.open({ id: row?.id ?? null, initial: row ? neighbourhoodFormOf(row) : emptyNeighbourhoodForm() });
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
          <InputGroup id="bairros-cep" inputMode="numeric" placeholder="00000-000" maxLength={CEP_MAX_LENGTH} value={typed} onValueChange={setTyped} />
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
                    <td>
                      <RowLongText text={n.name} detail={n.note} />
                    </td>
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
      <NeighbourhoodDialog {...recordDialogProps(record, saving, submit)} />
    </DialogBody>
  );
}
