// @vitest-environment jsdom
// The record dialogs' form state: the form's own errors show over the gateway's, a failed check sends nothing, a
// changed field drops its error (its own and the gateway's), and the image field
// reports its URL and its upload into the form.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogForm, type Checked } from './useDialogForm';

interface Values {
  name: string;
  imageUrl: string;
}

const check = (values: Values): Checked<{ name: string }> => (values.name ? { input: { name: values.name } } : { errors: { name: 'Informe o nome' } });

afterEach(cleanup);

describe('useDialogForm', () => {
  it('checks before sending and shows its own errors over the gateway’s', () => {
    const sent: { name: string }[] = [];
    const { result } = renderHook(() => useDialogForm<Values>({ name: '', imageUrl: '' }, { name: 'Nome em uso', imageUrl: 'Imagem inválida' }));
    expect(result.current.intent('name')).toBe('danger');
    expect(result.current.intent('other')).toBe('none');

    act(() => result.current.submitWith(check, (input) => sent.push(input))());
    expect(sent).toEqual([]);
    expect(result.current.shown).toMatchObject({ name: 'Informe o nome', imageUrl: 'Imagem inválida' });

    act(() => result.current.set('name', 'Bolo'));
    expect(result.current.values.name).toBe('Bolo');
    // Both errors of the changed field go (its own and the gateway's, about the value before); the others stay.
    expect(result.current.shown.name).toBeUndefined();
    expect(result.current.shown.imageUrl).toBe('Imagem inválida');

    act(() => result.current.submitWith(check, (input) => sent.push(input))());
    expect(sent).toEqual([{ name: 'Bolo' }]);
  });

  it('drops the error of the one row that changed in a list, and shows a new answer of the gateway in full', () => {
    interface Rows {
      rows: { name: string; quantity: string }[];
    }
    const first = { 'rows.0.quantity': 'Campo Obrigatório', 'rows.1.name': 'Campo Obrigatório', other: 'Erro' };
    const { result, rerender } = renderHook(
      ({ errors }) =>
        useDialogForm<Rows>(
          {
            rows: [
              { name: 'Sal', quantity: '' },
              { name: '', quantity: '' },
            ],
          },
          errors,
        ),
      {
        initialProps: { errors: first as Record<string, string> },
      },
    );
    act(() => result.current.setValues((v) => ({ rows: v.rows.map((r, i) => (i === 0 ? { ...r, quantity: '2' } : r)) })));
    expect(result.current.shown).toEqual({ 'rows.1.name': 'Campo Obrigatório', other: 'Erro' });
    // The same errors again in a new object (a page's render) change nothing; a new answer shows again.
    rerender({ errors: { ...first } });
    expect(result.current.shown['rows.0.quantity']).toBeUndefined();
    rerender({ errors: { 'rows.0.quantity': 'O valor mínimo é 0!' } });
    expect(result.current.shown).toEqual({ 'rows.0.quantity': 'O valor mínimo é 0!' });
  });

  it('builds two changes of one event on each other', () => {
    const { result } = renderHook(() => useDialogForm<Values>({ name: '', imageUrl: '' }, {}));
    act(() => {
      result.current.set('name', 'Bolo');
      result.current.set('imageUrl', 'b.jpg');
    });
    expect(result.current.values).toEqual({ name: 'Bolo', imageUrl: 'b.jpg' });
  });

  it('gives the image field its URL, its error and the upload state', () => {
    const { result } = renderHook(() => useDialogForm<Values>({ name: 'Bolo', imageUrl: 'a.jpg' }, { imageUrl: 'Imagem inválida' }));
    expect(result.current.image('imageUrl')).toMatchObject({ value: 'a.jpg', error: 'Imagem inválida' });
    act(() => result.current.image('imageUrl').onBusyChange(true));
    expect(result.current.uploading).toBe(true);
    act(() => result.current.image('imageUrl').onChange('b.jpg'));
    expect(result.current.values.imageUrl).toBe('b.jpg');
    act(() => result.current.image('imageUrl').onBusyChange(false));
    expect(result.current.uploading).toBe(false);
  });

  it("bounds its fields with the gateway's limits: maxLength on the input, the message before anything is sent", () => {
    const sent: { name: string }[] = [];
    const bounds = { name: { maxLength: 200 } };
    const { result } = renderHook(() => useDialogForm<Values>({ name: 'x'.repeat(201), imageUrl: '' }, {}, { bounds }));
    expect(result.current.bounded('name')).toEqual({ maxLength: 200 });
    expect(result.current.bounded('imageUrl')).toEqual({});
    act(() => result.current.submitWith(check, (input) => sent.push(input))());
    expect(sent).toEqual([]);
    expect(result.current.shown.name).toBe('Máximo de 200 caracteres.');
    act(() => result.current.set('name', 'x'.repeat(200)));
    act(() => result.current.submitWith(check, (input) => sent.push(input))());
    expect(sent).toEqual([{ name: 'x'.repeat(200) }]);
  });
});
