// @vitest-environment jsdom
// 'Edição de Ofertas': 'Adicionar Oferta' only under a first L row (the new row copies its dates), L chosen among
// several keeps the first saved one, 'Excluir Todas', the rows sent, the gateway's field errors, read-only for type 5.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard_ProductFragment } from '../../generated/graphql';
import { ProductOffersDialog } from './ProductOffersDialog';
import { loadDateTimeFields } from '../../lib/loadDateTimeFields';

// The fields' code, loaded on first show in the app (lib/lazyField.tsx), loaded here as the file loads: under no
// hook's timeout, however busy the machine.
await loadDateTimeFields();

const offer = (id: string, code: string, min: string, max: string) => ({
  __typename: 'ProductOffer' as const,
  id,
  type: { __typename: 'OfferTypeName' as const, code, label: code },
  price: '9.00',
  minQuantity: min,
  maxQuantity: max,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
});
const product = (offers: ReturnType<typeof offer>[]) =>
  ({ id: '5', code: 10005, branch: 17, description: 'ARROZ', offers }) as unknown as ProductCard_ProductFragment;

function renderDialog(offers: ReturnType<typeof offer>[], canEdit = true, errors: Record<string, string> = {}) {
  const onSubmit = vi.fn();
  render(<ProductOffersDialog product={product(offers)} canEdit={canEdit} loading={false} errors={errors} onClose={() => undefined} onSubmit={onSubmit} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edição de Ofertas' }), onSubmit };
}

afterEach(cleanup);

describe('ProductOffersDialog', () => {
  it('adds an L tier with the first row dates and sends every row', () => {
    const { dialog, onSubmit } = renderDialog([offer('1', 'L', '1.000', '3.000')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar Oferta' }));
    expect((within(dialog).getByLabelText('Tipo da oferta 2') as HTMLSelectElement).value).toBe('L');
    fireEvent.change(within(dialog).getByLabelText(/Preço da oferta 2/), { target: { value: '8,50' } });
    fireEvent.change(within(dialog).getByLabelText('Limite inicial da oferta 2'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Limite final da oferta 2'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar Ofertas' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { id: '1', type: 'L', price: '9.00', minQuantity: '1', maxQuantity: '3', startsOn: '2026-11-01', endsOn: '2026-11-30' },
      { id: null, type: 'L', price: '8.50', minQuantity: '4', maxQuantity: '10', startsOn: '2026-11-01', endsOn: '2026-11-30' },
    ]);
  });

  it('offers no new row under a first row of another type; tiers under L stay L; Excluir Todas asks first', () => {
    const { dialog, onSubmit } = renderDialog([offer('1', 'A', '0', '0')]);
    expect((within(dialog).getByRole('button', { name: 'Adicionar Oferta' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Tipo da oferta 1'), { target: { value: 'L' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar Oferta' }));
    // The second tier cannot take another type (several offers are tiers of L only).
    expect((within(dialog).getByLabelText('Tipo da oferta 2') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir Todas' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir Todas' });
    expect(within(confirm).getByText('Todas as ofertas deste produto serão excluídas ao salvar. Deseja continuar?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByLabelText('Tipo da oferta 2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir Todas' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Excluir Todas' })).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByText('Nenhuma oferta cadastrada para este produto.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar Ofertas' }));
    expect(onSubmit).toHaveBeenCalledWith([]);
  });

  it('asks before a type change takes rows away, and keeps them when staff cancel', () => {
    const { dialog, onSubmit } = renderDialog([offer('1', 'L', '1', '3'), offer('2', 'L', '4', '6')]);
    fireEvent.change(within(dialog).getByLabelText('Tipo da oferta 1'), { target: { value: 'O' } });
    const confirm = screen.getByRole('dialog', { name: 'Mudar o tipo da oferta' });
    expect(within(confirm).getByText('Com o tipo O - Oferta só uma oferta pode existir: 1 linha será excluída ao salvar. Deseja continuar?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect((within(dialog).getByLabelText('Tipo da oferta 1') as HTMLSelectElement).value).toBe('L');
    expect(within(dialog).getByLabelText('Tipo da oferta 2')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Tipo da oferta 1'), { target: { value: 'O' } });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Mudar o tipo da oferta' })).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).queryByLabelText('Tipo da oferta 2')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar Ofertas' }));
    expect(onSubmit).toHaveBeenCalledWith([expect.objectContaining({ id: '1', type: 'O', minQuantity: '0', maxQuantity: '0' })]);
  });

  it("shows the gateway's errors on their rows and is read-only without EDIT_PRODUCT", () => {
    renderDialog([offer('1', 'L', '1', '3')], true, { 'offers.0.price': 'Campo Obrigatório' });
    expect(screen.getByText('Campo Obrigatório')).toBeTruthy();
    cleanup();
    const { dialog } = renderDialog([offer('1', 'L', '1', '3')], false);
    expect((within(dialog).getByLabelText('Tipo da oferta 1') as HTMLSelectElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Salvar Ofertas' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Adicionar Oferta' })).toBeNull();
    // Nothing to remove: no empty column beside the dates.
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tipo', 'Preço', 'Lim. inicial', 'Lim. final', 'Data inicial', 'Data final']);
    expect(within(dialog).getAllByRole('row')[1].querySelectorAll('td')).toHaveLength(6);
  });
});

describe('ProductOffersDialog field errors', () => {
  it("shows a rule's error under its field, drops it once the field changes, and says a number it cannot read", () => {
    const { dialog, onSubmit } = renderDialog([offer('1', 'L', '1', '3'), offer('2', 'L', '4', '6')], true, {
      'offers.1.minQuantity': 'As faixas de quantidade não podem se sobrepor.',
      'offers.0.type': 'Campo Obrigatório',
    });
    expect(within(dialog).getByText('As faixas de quantidade não podem se sobrepor.')).toBeTruthy();
    expect(within(dialog).getByText('Campo Obrigatório')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Limite inicial da oferta 2'), { target: { value: '5' } });
    expect(within(dialog).queryByText('As faixas de quantidade não podem se sobrepor.')).toBeNull();
    expect(within(dialog).getByText('Campo Obrigatório')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Preço da oferta 1/), { target: { value: '999999999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar Ofertas' }));
    expect(within(dialog).getByText('O valor máximo é 99.999.999.999,999!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Preço da oferta 1/), { target: { value: 'R$ 1.234,56' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar Ofertas' }));
    expect(onSubmit).toHaveBeenCalledWith([expect.objectContaining({ id: '1', price: '1234.56' }), expect.objectContaining({ id: '2', minQuantity: '5' })]);
  });
});

describe('ProductOffersDialog dates', () => {
  it("blocks 'Salvar Ofertas' while a date field refuses its text, instead of sending the day held before", () => {
    const { dialog, onSubmit } = renderDialog([offer('1', 'O', '0', '0')]);
    const end = within(dialog).getByLabelText('Data final da oferta 1');
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '31/11/2026' } });
    expect(within(dialog).getByText('Data inválida')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Salvar Ofertas' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '20/12/2026' } });
    expect(within(dialog).queryByText('Data inválida')).toBeNull();
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith([expect.objectContaining({ id: '1', type: 'O', startsOn: '2026-11-01', endsOn: '2026-12-20' })]);
  });
});
