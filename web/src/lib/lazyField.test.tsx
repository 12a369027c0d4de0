// @vitest-environment jsdom
// A field whose code loads on first show: a disabled stand-in with the field's id holds its place, then the real
// field replaces it; the focus a dialog gave its first field (refused by the disabled stand-in) goes to the real one,
// but never from a field the person is already in; a field drawn after the load is real at once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusIsFree, lazyField, type LazyFieldExtra, type StandInExtra } from './lazyField';

afterEach(cleanup);

const DIALOG_FOCUS = '[data-autofocus], input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface Props {
  id: string;
  disabled?: boolean;
}

function Real({ id, focusOnMount }: Props & LazyFieldExtra) {
  return <input id={id} data-real ref={(input) => void (focusOnMount && input?.focus())} />;
}

function StandIn({ id, focusRef, focusMark }: Props & StandInExtra) {
  return <input id={id} disabled ref={focusRef} {...focusMark} />;
}

/** A field whose load resolves when the test says. */
function deferredField() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const field = lazyField<Props>(() => arrived.then(() => Real), StandIn);
  return { ...field, arrive: async () => act(async () => arrive()) };
}

/** A dialog with the lazy field, a field after it, and (before) one before it; it focuses as lib/dialog.tsx does. */
function Dialog({ Field, before }: { Field: (props: Props) => React.ReactNode; before?: boolean }) {
  return (
    <div className="bp6-dialog" ref={(node) => void node?.querySelector<HTMLElement>(DIALOG_FOCUS)?.focus()}>
      <button type="button">Fechar</button>
      {before && <input aria-label="Antes" />}
      <label htmlFor="dia">Data</label>
      <Field id="dia" />
      <input aria-label="Depois" />
    </div>
  );
}

describe('lazyField', () => {
  it('draws the disabled stand-in with the id, then the real field, which takes the focus its dialog could not give', async () => {
    const { LazyField, arrive } = deferredField();
    render(<Dialog Field={LazyField} />);
    expect((screen.getByLabelText('Data') as HTMLInputElement).disabled).toBe(true);
    expect(document.activeElement).toBe(document.body); // the dialog did not pass on to 'Depois'
    await arrive();
    const real = screen.getByLabelText('Data');
    expect(real.hasAttribute('data-real')).toBe(true);
    expect(document.activeElement).toBe(real);
  });

  it("leaves the focus where it is when the field is not its dialog's first, or someone is typing elsewhere", async () => {
    const { LazyField, arrive } = deferredField();
    render(<Dialog Field={LazyField} before />);
    const other = screen.getByLabelText('Antes');
    expect(document.activeElement).toBe(other);
    await arrive();
    expect(screen.getByLabelText('Data').hasAttribute('data-real')).toBe(true);
    expect(document.activeElement).toBe(other);
  });

  it('draws the real field at once once its code is loaded', async () => {
    const { LazyField, arrive, preload } = deferredField();
    const loading = preload();
    await arrive();
    await loading;
    render(<Dialog Field={LazyField} />);
    expect(screen.getByLabelText('Data').hasAttribute('data-real')).toBe(true);
  });
});

describe('focusIsFree', () => {
  it('is true while focus is on no field, false once the person is in one (asked again when the real field mounts)', () => {
    render(
      <div>
        <input aria-label="CPF" />
        <button type="button">Buscar</button>
      </div>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsFree()).toBe(true);
    screen.getByRole('button').focus();
    expect(focusIsFree()).toBe(true);
    screen.getByLabelText('CPF').focus();
    expect(focusIsFree()).toBe(false);
  });
});
