// 'Edição de Ofertas' (docs/areas/catalogue.md#offers): the product's offers as rows (type, price, the quantity limits
// of type L, dates), 'Adicionar Oferta' only when there is none or the first is L, a row's removal, 'Excluir Todas',
// and one save for the whole editor. Several rows are tiers of type L only; a type change or 'Excluir Todas' that
// would take rows away asks first. Read-only without EDIT_PRODUCT (type 5).
import { useState } from 'react';
import { useDialogForm } from '../../lib/useDialogForm';
import { Button, DialogBody, DialogFooter, HTMLTable, InputGroup } from '@blueprintjs/core';
import type { ProductCard_ProductFragment, ProductOfferInput } from '../../generated/graphql';
import { DayField, useDayProblems } from '../../lib/dateFields';
import { AppDialog, ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';
import { MoneyField } from '../../lib/moneyField';
import { Select } from '../../lib/select';
import {
  addOfferRow,
  canAddOffer,
  changeOfferType,
  OFFER_ROW_TYPES,
  offerCheck,
  offerRowsOf,
  rowsLostByType,
  typeFollowsFirst,
  type OfferRowValues,
} from '../offers';

interface Props {
  product: ProductCard_ProductFragment | null;
  canEdit: boolean;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (offers: ProductOfferInput[]) => void;
}

interface PendingChange {
  title: string;
  question: string;
  apply: (rows: OfferRowValues[]) => OfferRowValues[];
}

const DAY_FIELDS = ['startsOn', 'endsOn'] as const;
const ALL_QUESTION = 'Todas as ofertas deste produto serão excluídas ao salvar. Deseja continuar?';
const typeLabel = (type: string) => `${type} - ${OFFER_ROW_TYPES.find((t) => t.value === type)?.label ?? type}`;
const typeQuestion = (type: string, lost: number) =>
  `Com o tipo ${typeLabel(type)} só uma oferta pode existir: ${lost} ${lost === 1 ? 'linha será excluída' : 'linhas serão excluídas'} ao salvar. Deseja continuar?`;

export function ProductOffersDialog(props: Props) {
  return (
    <AppDialog
      isOpen={props.product !== null}
      title="Edição de Ofertas"
      onClose={props.onClose}
      className="product-offers-dialog"
      canOutsideClickClose={!props.loading}
    >
      {props.product && <OffersForm key={props.product.id} {...props} product={props.product} />}
    </AppDialog>
  );
}

function OffersForm({ product, canEdit, loading, errors, onClose, onSubmit }: Props & { product: ProductCard_ProductFragment }) {
  // The rows as the form kit holds them: an error ('offers.1.price') goes once its value changes.
  const form = useDialogForm<{ offers: OfferRowValues[] }>(() => ({ offers: offerRowsOf(product) }), errors);
  const rows = form.values.offers;
  const setRows = (change: (current: OfferRowValues[]) => OfferRowValues[]) => form.setValues((v) => ({ offers: change(v.offers) }));
  // A change that takes rows away waits for staff to confirm it.
  const [pending, setPending] = useState<PendingChange | null>(null);
  const chooseType = (index: number, type: string) => {
    const lost = rowsLostByType(rows, index, type);
    if (lost > 0)
      setPending({ title: 'Mudar o tipo da oferta', question: typeQuestion(type, lost), apply: (current) => changeOfferType(current, index, type) });
    else setRows((current) => changeOfferType(current, index, type));
  };
  // A day its field refuses ('Data inválida') is never replaced by the day held before: it blocks the save.
  const dates = useDayProblems();
  const dayProblem = (row: OfferRowValues, field: (typeof DAY_FIELDS)[number]) => dates.problems[`${row.key}.${field}`];
  const blockingDay = rows.flatMap((row) => DAY_FIELDS.map((field) => dayProblem(row, field))).find(Boolean);
  const readOnly = !canEdit || loading;
  const update = (index: number, change: Partial<OfferRowValues>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const error = (index: number, field: string) => form.shown[`offers.${index}.${field}`];
  return (
    <>
      <DialogBody>
        <p className="product-edit-codes">
          {product.description} · Código {product.code} · Filial {product.branch}
        </p>
        {rows.length === 0 ? (
          <p>Nenhuma oferta cadastrada para este produto.</p>
        ) : (
          <HTMLTable compact className="product-offers-table">
            <thead>
              <tr>
                <th>Tipo</th>
                <th>Preço</th>
                <th>Lim. inicial</th>
                <th>Lim. final</th>
                <th>Data inicial</th>
                <th>Data final</th>
                {/* Who cannot edit removes no offer: no empty column. */}
                {canEdit && <th>Ações</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const n = index + 1;
                const limited = row.type === 'L';
                return (
                  <tr key={row.key}>
                    <td>
                      <Select
                        aria-label={`Tipo da oferta ${n}`}
                        className="product-offer-type"
                        value={row.type}
                        disabled={readOnly || typeFollowsFirst(rows, index)}
                        onChange={(event) => chooseType(index, event.currentTarget.value)}
                        options={OFFER_ROW_TYPES.map((t) => ({ value: t.value, label: typeLabel(t.value) }))}
                      />
                      <small className="product-edit-error">{error(index, 'type')}</small>
                    </td>
                    <td>
                      <label className="product-offer-cell">
                        <span className="bp6-text-muted product-sr">Preço da oferta {n}</span>
                        {readOnly ? (
                          <InputGroup value={row.price} disabled />
                        ) : (
                          <MoneyField
                            id={`oferta-${n}-preco`}
                            value={row.price}
                            invalid={Boolean(error(index, 'price'))}
                            onChange={(price) => update(index, { price })}
                          />
                        )}
                      </label>
                      <small className="product-edit-error">{error(index, 'price')}</small>
                    </td>
                    {(['minQuantity', 'maxQuantity'] as const).map((field) => (
                      <td key={field}>
                        <InputGroup
                          aria-label={`${field === 'minQuantity' ? 'Limite inicial' : 'Limite final'} da oferta ${n}`}
                          inputMode="decimal"
                          value={row[field]}
                          disabled={readOnly || !limited}
                          intent={error(index, field) ? 'danger' : 'none'}
                          onValueChange={(value) => update(index, { [field]: value })}
                        />
                        <small className="product-edit-error">{error(index, field)}</small>
                      </td>
                    ))}
                    {DAY_FIELDS.map((field) => (
                      <td key={field}>
                        <DayField
                          id={`oferta-${n}-${field}`}
                          label={`${field === 'startsOn' ? 'Data inicial' : 'Data final'} da oferta ${n}`}
                          openOnFocus={false}
                          value={row[field]}
                          disabled={readOnly || index > 0}
                          invalid={Boolean(error(index, field) || dayProblem(row, field))}
                          onChange={(day) => update(index, { [field]: day })}
                          onProblem={dates.on(`${row.key}.${field}`)}
                        />
                        <small className="product-edit-error">{dayProblem(row, field) ?? error(index, field)}</small>
                      </td>
                    ))}
                    {canEdit && (
                      <td>
                        <Button
                          variant="minimal"
                          icon="trash"
                          aria-label={`Remover a oferta ${n}`}
                          disabled={readOnly}
                          onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                        />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        {form.shown.offers && <p className="product-edit-error">{form.shown.offers}</p>}
        {!readOnly && (
          <div className="product-offers-actions">
            <Button icon="add" text="Adicionar Oferta" disabled={!canAddOffer(rows)} onClick={() => setRows((current) => addOfferRow(current))} />
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text="Excluir Todas"
              disabled={rows.length === 0}
              onClick={() => setPending({ title: 'Excluir Todas', question: ALL_QUESTION, apply: () => [] })}
            />
          </div>
        )}
        <ConfirmDialog
          open={pending !== null}
          title={pending?.title}
          question={pending?.question ?? ''}
          loading={false}
          answers={DELETE_ANSWERS}
          onClose={() => setPending(null)}
          onSubmit={() => {
            if (pending) setRows(pending.apply);
            setPending(null);
          }}
        />
      </DialogBody>
      <DialogFooter
        actions={
          canEdit ? (
            <>
              <Button text="Cancelar" onClick={onClose} disabled={loading} />
              <Button
                intent="primary"
                icon="floppy-disk"
                text="Salvar Ofertas"
                loading={loading}
                disabled={Boolean(blockingDay)}
                title={blockingDay ?? undefined}
                onClick={form.submitWith(({ offers }) => offerCheck(offers), onSubmit)}
              />
            </>
          ) : (
            <Button text="Fechar" onClick={onClose} />
          )
        }
      />
    </>
  );
}
