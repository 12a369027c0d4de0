// @vitest-environment jsdom
// The shared time field: the hour input is named by the form's label and the minutes by theirs; a typed hour
// followed by Enter submits the form with the typed value, not the one held before (TimePicker commits on blur);
// an hour or minute it cannot hold stays as typed and is told to the form with the reason, never replaced.
import { useState, type FormEvent } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFieldProblems } from './fieldProblems';
import { HOUR_INVALID, loadTimeField, MINUTES_INVALID, TimeField, TIME_INVALID } from './timeField';

// The field's code loads on first show (lib/lazyField.tsx); loaded here first, the real field renders at once.
beforeAll(async () => {
  await loadTimeField();
});

function Form({ submitted }: { submitted: string[] }) {
  const [time, setTime] = useState('08:00');
  const refused = useFieldProblems();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.push(time);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="inicio">Hora Inicial</label>
      <TimeField id="inicio" value={time} onChange={setTime} onProblem={refused.on('inicio')} />
      <output data-testid="time">{time}</output>
      <output data-testid="problem">{refused.first ?? ''}</output>
    </form>
  );
}

afterEach(cleanup);

describe('TimeField', () => {
  it('names its inputs after the label', () => {
    render(<Form submitted={[]} />);
    expect(screen.getByLabelText('Hora Inicial')).toHaveProperty('value', '8');
    expect(screen.getByLabelText('Hora Inicial: minutos')).toHaveProperty('value', '00');
  });

  it('submits on Enter with the hour just typed', async () => {
    const submitted: string[] = [];
    render(<Form submitted={submitted} />);
    const hour = screen.getByLabelText('Hora Inicial');
    act(() => hour.focus());
    fireEvent.change(hour, { target: { value: '22' } });
    await act(async () => {
      fireEvent.keyDown(hour, { key: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(submitted).toEqual(['22:00']);
  });

  it('does not submit an hour it cannot hold (25): the field keeps it, says why and nothing is sent', async () => {
    const submitted: string[] = [];
    render(<Form submitted={submitted} />);
    const hour = screen.getByLabelText('Hora Inicial');
    act(() => hour.focus());
    fireEvent.change(hour, { target: { value: '25' } });
    await act(async () => {
      fireEvent.keyDown(hour, { key: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(submitted).toEqual([]);
    expect(hour).toHaveProperty('value', '25');
    expect(screen.getByTestId('problem').textContent).toBe(HOUR_INVALID);
  });

  it('keeps 25:99 as typed, tells the form why, and commits both texts once they are a time', () => {
    render(<Form submitted={[]} />);
    const hour = screen.getByLabelText('Hora Inicial') as HTMLInputElement;
    const minutes = screen.getByLabelText('Hora Inicial: minutos') as HTMLInputElement;
    const type = (input: HTMLInputElement, text: string) => {
      act(() => input.focus());
      fireEvent.change(input, { target: { value: text } });
      act(() => input.blur());
    };
    type(hour, '25');
    expect(screen.getByTestId('problem').textContent).toBe(HOUR_INVALID);
    // Committing the minutes does not put the held hour back over the typed one.
    type(minutes, '30');
    expect([hour.value, minutes.value, screen.getByTestId('time').textContent]).toEqual(['25', '30', '08:00']);
    type(minutes, '99');
    expect(screen.getByTestId('problem').textContent).toBe(TIME_INVALID);
    type(hour, '10');
    expect([hour.value, minutes.value]).toEqual(['10', '99']);
    expect(screen.getByTestId('problem').textContent).toBe(MINUTES_INVALID);
    type(minutes, '30');
    expect([hour.value, minutes.value, screen.getByTestId('time').textContent]).toEqual(['10', '30', '10:30']);
    expect(screen.getByTestId('problem').textContent).toBe('');
  });
});
