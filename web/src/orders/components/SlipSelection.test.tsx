// @vitest-environment jsdom
// Choosing rows for 'Imprimir Comandas Selecionadas': native boxes named after their order (Tab reaches them,
// Space checks them), the page's select-all box, the button's state and count, and what a choice survives.
import { Checkbox } from '@blueprintjs/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowSelectLabel, RowSelectBox, SLIP_SELECTION_TEXTS, SlipsToolbar } from './SlipSelection';
import { useOrderSelection } from './useOrderSelection';

afterEach(cleanup);

interface HarnessProps {
  scope: string;
  ids: readonly string[] | undefined;
  onPrint?: (chosen: readonly string[]) => void;
  max?: number;
}

/** The page's wiring: the toolbar and one box per row, driven by useOrderSelection. */
function Harness({ scope, ids, onPrint = () => undefined, max = 100 }: HarnessProps) {
  const selection = useOrderSelection(scope, ids);
  return (
    <>
      <SlipsToolbar
        page={selection.page}
        pageCount={ids?.length ?? 0}
        chosenCount={selection.chosen.length}
        maxCount={max}
        progress={null}
        onSelectAll={selection.setAll}
        onPrint={() => onPrint(selection.chosen)}
      />
      {ids?.map((id) => (
        <RowSelectBox key={id} orderId={id} checked={selection.isSelected(id)} onToggle={selection.toggle} />
      ))}
    </>
  );
}

const box = (id: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: rowSelectLabel(id) });
const selectAll = () => screen.getByRole<HTMLInputElement>('checkbox', { name: SLIP_SELECTION_TEXTS.selectAll });
const printButton = () => screen.getByRole<HTMLButtonElement>('button', { name: new RegExp(`^${SLIP_SELECTION_TEXTS.print}`) });

describe('row selection', () => {
  it('gives each row a native checkbox in the tab order, named after its order', () => {
    render(<Harness scope="a" ids={['10', '11']} />);
    for (const id of ['10', '11']) {
      expect(box(id).type).toBe('checkbox');
      expect(box(id).tabIndex).toBe(0);
      expect(box(id).disabled).toBe(false);
    }
  });

  it("draws the same DOM as Blueprint's inline Checkbox (its styles hide the input and draw the indicator)", () => {
    const { container } = render(<RowSelectBox orderId="10" checked onToggle={() => undefined} />);
    const blueprint = render(<Checkbox inline className="orders-select" aria-label={rowSelectLabel('10')} checked onChange={() => undefined} />);
    expect(container.innerHTML).toBe(blueprint.container.innerHTML);
  });

  it('keeps the print button disabled and explained until an order is chosen, then shows the count', () => {
    const onPrint = vi.fn();
    render(<Harness scope="a" ids={['10', '11', '12']} onPrint={onPrint} />);
    expect(printButton().disabled).toBe(true);
    expect(printButton().getAttribute('aria-describedby')).toBe('orders-slips-blocked');
    expect(document.getElementById('orders-slips-blocked')?.textContent).toBe(SLIP_SELECTION_TEXTS.nothingSelected);

    fireEvent.click(box('12'));
    fireEvent.click(box('10'));
    expect(printButton().disabled).toBe(false);
    expect(printButton().textContent).toBe(`${SLIP_SELECTION_TEXTS.print} (2)`);
    expect(printButton().getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(printButton());
    // In the page's order, not the order of the clicks.
    expect(onPrint).toHaveBeenCalledWith(['10', '12']);

    fireEvent.click(box('10'));
    expect(printButton().textContent).toBe(`${SLIP_SELECTION_TEXTS.print} (1)`);
  });

  it('refuses more orders than one print job takes, saying so', () => {
    render(<Harness scope="a" ids={['10', '11', '12']} max={2} />);
    fireEvent.click(selectAll());
    expect(printButton().disabled).toBe(true);
    expect(document.getElementById('orders-slips-blocked')?.textContent).toBe(SLIP_SELECTION_TEXTS.tooMany(2));
  });

  it('selects the whole page with one box, which shows a partial choice as mixed', () => {
    render(<Harness scope="a" ids={['10', '11', '12']} />);
    fireEvent.click(box('11'));
    expect(selectAll().checked).toBe(false);
    expect(selectAll().indeterminate).toBe(true);
    fireEvent.click(selectAll());
    expect(['10', '11', '12'].map((id) => box(id).checked)).toEqual([true, true, true]);
    expect(selectAll().checked).toBe(true);
    expect(printButton().textContent).toBe(`${SLIP_SELECTION_TEXTS.print} (3)`);
    fireEvent.click(selectAll());
    expect(['10', '11', '12'].map((id) => box(id).checked)).toEqual([false, false, false]);
    expect(printButton().disabled).toBe(true);
  });

  it('survives a refetch of the same page, drops orders that left it, and clears on another filter or page', () => {
    const { rerender } = render(<Harness scope="a" ids={['10', '11', '12']} />);
    fireEvent.click(box('10'));
    fireEvent.click(box('12'));
    // The same page read again (a new array, one order finished meanwhile).
    rerender(<Harness scope="a" ids={['10', '11']} />);
    expect(box('10').checked).toBe(true);
    expect(printButton().textContent).toBe(`${SLIP_SELECTION_TEXTS.print} (1)`);
    expect(selectAll().indeterminate).toBe(true);

    rerender(<Harness scope="b" ids={['10', '11']} />);
    expect(box('10').checked).toBe(false);
    expect(printButton().disabled).toBe(true);
    // Back to the first filter: it started over, nothing is chosen.
    rerender(<Harness scope="a" ids={['10', '11']} />);
    expect(box('10').checked).toBe(false);
  });
});
