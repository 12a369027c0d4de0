// @vitest-environment jsdom
// The shared time field: the hour input is named by the form's label and the minutes by theirs; a typed hour
// followed by Enter submits the form with the typed value, not the one held before (TimePicker commits on blur).
import { useState, type FormEvent } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTimeField, TimeField } from './timeField';

// The field's code loads on first show (lib/lazyField.tsx); loaded here first, the real field renders at once.
beforeAll(async () => {
  await loadTimeField();
});

function Form({ submitted }: { submitted: string[] }) {
  const [time, setTime] = useState('08:00');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.push(time);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="inicio">Hora Inicial</label>
      <TimeField id="inicio" value={time} onChange={setTime} />
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

  it('does not submit an hour it cannot hold (25): the field goes back to its time and nothing is sent', async () => {
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
  });
});
