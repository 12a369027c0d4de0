// @vitest-environment jsdom
// The record dialogs' form state: the form's own errors show over the gateway's, a failed check sends nothing, a
// changed field drops its own error (unless the form keeps them until the next submit), and the image field
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
    expect(result.current.shown.name).toBe('Nome em uso');

    act(() => result.current.submitWith(check, (input) => sent.push(input))());
    expect(sent).toEqual([{ name: 'Bolo' }]);
  });

  it('keeps its own errors until the next submit when asked to', () => {
    const { result } = renderHook(() => useDialogForm<Values>({ name: '', imageUrl: '' }, {}, { clearErrorOnChange: false }));
    act(() => result.current.submitWith(check, () => undefined)());
    act(() => result.current.set('name', 'Bolo'));
    expect(result.current.shown.name).toBe('Informe o nome');
    act(() => result.current.submitWith(check, () => undefined)());
    expect(result.current.shown.name).toBeUndefined();
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
