// @vitest-environment jsdom
// The shared date field: its calendar speaks Portuguese to a screen reader; Esc with the calendar open closes the
// calendar, not the dialog around it; a typed text that is not an accepted day is told to the form (the field's own
// message) and never becomes the last good day.
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppDialog } from './dialog';
import { DayField, loadDayField, useDayProblems } from './dateFields';

// The field's code loads on first show (lib/lazyField.tsx); loaded here first, the real field renders at once.
beforeAll(async () => {
  await loadDayField();
});

afterEach(cleanup);

type FormProps = { onClose?: () => void; onOpened?: () => void; min?: string; sent?: (day: string, problem: string | null) => void };

function Form({ onClose = () => undefined, onOpened, min, sent }: FormProps) {
  const [day, setDay] = useState('2026-10-31');
  const dates = useDayProblems();
  return (
    <AppDialog isOpen title="Filtro" onClose={onClose} onOpened={onOpened}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent?.(day, dates.first);
        }}
      >
        <label htmlFor="dia">Data final</label>
        <DayField id="dia" value={day} min={min} onChange={setDay} onProblem={dates.on('dia')} />
        <p data-testid="problem">{dates.first ?? ''}</p>
        <button type="submit">Buscar</button>
      </form>
    </AppDialog>
  );
}

/**
 * The form, once its dialog has finished opening. Until then the dialog is still placing the focus (Blueprint's
 * overlay brings a focus that is outside it back in, and lib/dialog.tsx then gives the first field the focus): a
 * focus a test put in the calendar, which is drawn outside the dialog, would be taken from it while the test goes on.
 */
async function renderOpened(props: FormProps = {}) {
  const opened = vi.fn();
  render(<Form {...props} onOpened={opened} />);
  await waitFor(() => expect(opened).toHaveBeenCalled(), { timeout: 5000 });
}

describe('DayField', () => {
  it('names the calendar and its controls in Portuguese', async () => {
    await renderOpened();
    act(() => screen.getByLabelText('Data final').focus());
    const calendar = await screen.findByRole('dialog', { name: 'Calendário' });
    for (const name of ['Mês', 'Ano', 'Próximo mês', 'Mês anterior']) expect(calendar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    const english = [...calendar.querySelectorAll('[aria-label], title')].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(english.filter((text) => /date picker|month|year|dropdown/i.test(text ?? ''))).toEqual([]);
  });

  it('Esc with the calendar open closes the calendar only; the next Esc closes the dialog', async () => {
    const onClose = vi.fn();
    await renderOpened({ onClose });
    const input = screen.getByLabelText('Data final');
    act(() => input.focus());
    await screen.findByRole('dialog', { name: 'Calendário' });
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("Tab from the box goes on to the next field, not through the calendar's controls; the typed day stays", async () => {
    await renderOpened();
    const input = screen.getByLabelText('Data final') as HTMLInputElement;
    act(() => input.focus());
    await screen.findByRole('dialog', { name: 'Calendário' });
    fireEvent.change(input, { target: { value: '15/10/2026' } });
    // DateInput's own Tab would move the focus to the calendar's first control and keep the browser's move.
    const tab = fireEvent.keyDown(input, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    expect(input.value).toBe('15/10/2026');
  });

  it('ArrowDown asks for the calendar: Tab then goes into it; back in the field after a Tab, ArrowDown opens it', async () => {
    await renderOpened();
    const input = screen.getByLabelText('Data final');
    act(() => input.focus());
    const calendar = await screen.findByRole('dialog', { name: 'Calendário' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Tab' });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));

    // Esc from the calendar's own control (not from the box) closes the calendar and brings the focus back.
    const control = document.activeElement!;
    expect(control).not.toBe(input);
    fireEvent.keyDown(control, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull());
    expect(document.activeElement).toBe(input);
    act(() => input.focus());
    fireEvent.keyDown(input, { key: 'Tab' });
    act(() => screen.getByRole('button', { name: 'Buscar' }).focus());
    act(() => input.focus());
    expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await screen.findByRole('dialog', { name: 'Calendário' });
  });

  it("tells the form a day it does not accept, with the field's message, until a good one is typed", () => {
    const sent = vi.fn();
    render(<Form min="2026-11-01" sent={sent} />);
    const input = screen.getByLabelText('Data final');
    const type = (text: string) => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
    };
    type('31/11/2026');
    expect(screen.getByTestId('problem').textContent).toBe('Data inválida');
    fireEvent.submit(input.closest('form')!);
    expect(sent).toHaveBeenLastCalledWith('2026-10-31', 'Data inválida');
    type('20/10/2026');
    expect(screen.getByTestId('problem').textContent).toBe('Data fora do intervalo permitido');
    type('20/11/2026');
    expect(screen.getByTestId('problem').textContent).toBe('');
    fireEvent.submit(input.closest('form')!);
    expect(sent).toHaveBeenLastCalledWith('2026-11-20', null);
  });

  it('keeps a refused text in the box after it leaves the field, and reads a two-digit year as this century', () => {
    render(<Form />);
    const input = screen.getByLabelText('Data final') as HTMLInputElement;
    const type = (text: string) => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
    };
    type('31/02/2026');
    expect(input.value).toBe('31/02/2026');
    expect(screen.getByTestId('problem').textContent).toBe('Data inválida');
    type('1/1/27');
    expect(screen.getByTestId('problem').textContent).toBe('');
    expect(input.value).toBe('01/01/2027');
  });
});
