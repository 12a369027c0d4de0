// The send dialog's client table (docs/areas/catalogue.md#notifications): code, name, last purchase date and value,
// days since the last purchase; search by name, row selection, 10 per page, previous/next and go-to-page. The
// selection belongs to the dialog, so it is kept while the person pages and searches.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { RecipientRow_RecipientFragment } from '../../generated/graphql';
import { ARGUMENT_LIMITS } from '../../generated/input-limits';
import { errorText, prefixedError } from '../../lib/errors';
import { jumpPage, pageCount } from '../../lib/listPaging';
import { formatDate, formatMoney } from '../../lib/format';
import { orDash } from '../../lib/documents';
import { NotificationRecipientsQuery } from '../queries';
import '../notifications.css';

export const RecipientRowFragment = graphql(`
  fragment RecipientRow_recipient on NotificationRecipient {
    id
    name
    lastPurchaseDate
    lastPurchaseValue
    daysSinceLastPurchase
    hasPushDevice
  }
`);

export type RecipientRow = RecipientRow_RecipientFragment;

/** The prefix shown when the gateway cannot be reached (its own answers carry it already). */
const PICKER_LOAD_FAILED = 'Erro ao Buscar Clientes: ';

interface Props {
  /** Picked customers by id (their names, for the summary). */
  selected: ReadonlyMap<string, string>;
  onChange: (selected: Map<string, string>) => void;
  disabled?: boolean;
}

export function ClientPicker({ selected, onChange, disabled }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [jump, setJump] = useState('');
  const { data, loading, error } = useQuery(NotificationRecipientsQuery, { variables: { search: search || null, page } });
  const result = data?.notificationRecipients;
  // The gateway says how many rows a page holds (the schema's default, 10): the picker keeps no copy of it.
  const pages = result ? pageCount(result.total, result.pageSize) : 1;
  const items = result?.items ?? [];
  const allHere = items.length > 0 && items.every((c) => selected.has(c.id));

  const toggle = (rows: readonly RecipientRow[], on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(row.id, row.name);
      else next.delete(row.id);
    }
    onChange(next);
  };
  const jumpTo = () => jump && setPage(jumpPage(jump, pages));
  const runSearch = () => {
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <div className="notification-picker">
      <div className="notification-picker-search">
        <InputGroup
          id="notification-picker-search"
          aria-label="Buscar cliente por nome"
          placeholder="Buscar cliente por nome"
          leftIcon="search"
          maxLength={ARGUMENT_LIMITS['Query.notificationRecipients'].search.maxLength}
          value={typed}
          fill
          onValueChange={setTyped}
          onKeyDown={(event) => {
            // Enter searches here; it must not submit the send dialog.
            if (event.key === 'Enter') {
              event.preventDefault();
              runSearch();
            }
          }}
        />
        <Button text="Buscar" icon="search" onClick={runSearch} />
      </div>
      <p aria-live="polite">
        <strong>{selected.size}</strong> {selected.size === 1 ? 'cliente selecionado' : 'clientes selecionados'}
        {selected.size > 0 && <Button variant="minimal" size="small" text="Limpar seleção" onClick={() => onChange(new Map())} disabled={disabled} />}
      </p>
      {error && <NonIdealState icon="error" title={prefixedError(PICKER_LOAD_FAILED, errorText(error))} />}
      {!data && loading && <Spinner aria-label="Carregando clientes" size={30} />}
      {result && items.length === 0 && <NonIdealState icon="search" title="Nenhum Cliente encontrado" />}
      {items.length > 0 && (
        <HTMLTable className="list-table" compact striped>
          <thead>
            <tr>
              <th>
                <Checkbox
                  aria-label="Selecionar clientes da página"
                  checked={allHere}
                  disabled={disabled}
                  onChange={(event) => toggle(items, event.currentTarget.checked)}
                />
              </th>
              <th>Código</th>
              <th>Nome</th>
              <th>Última Compra</th>
              <th>Valor Última Compra</th>
              <th>Dias sem Comprar</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c.id}>
                <td>
                  <Checkbox
                    aria-label={`Selecionar ${c.name}`}
                    checked={selected.has(c.id)}
                    disabled={disabled}
                    onChange={(event) => toggle([c], event.currentTarget.checked)}
                  />
                </td>
                <td>{c.id}</td>
                <td title={c.hasPushDevice ? undefined : 'Cliente sem dispositivo cadastrado'}>{c.name}</td>
                <td>{formatDate(c.lastPurchaseDate)}</td>
                <td className="list-nowrap">{formatMoney(c.lastPurchaseValue)}</td>
                <td>{orDash(c.daysSinceLastPurchase)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="notification-picker-pager">
        <span>Total: {result?.total ?? 0}</span>
        <Button icon="chevron-left" aria-label="Página anterior de clientes" disabled={page <= 1} onClick={() => setPage(page - 1)} />
        <span>{`Página ${page} de ${pages}`}</span>
        <Button icon="chevron-right" aria-label="Próxima página de clientes" disabled={page >= pages} onClick={() => setPage(page + 1)} />
        <InputGroup
          aria-label="Ir para a página"
          inputMode="numeric"
          placeholder="Página"
          value={jump}
          onValueChange={(value) => setJump(value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              jumpTo();
            }
          }}
        />
        <Button text="Ir" onClick={jumpTo} />
      </div>
    </div>
  );
}
