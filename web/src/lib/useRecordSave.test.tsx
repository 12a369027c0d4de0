// @vitest-environment jsdom
// The page side of a record dialog's save: a refusal puts its errors on their fields and says the prefix with the
// server's text, keeping the dialog open; a save closes it and says the payload's message or the page's text; a
// transport failure keeps the dialog open and says the prefix with the error's text; a page may word refusals.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordSave, type SaveOptions } from './useRecordSave';

const toasts = vi.hoisted(() => [] as { intent?: string; message?: unknown }[]);
vi.mock('./toaster', () => ({
  showToast: async (props: { intent?: string; message?: unknown }) => (toasts.push(props), 'key'),
}));

const TEXTS = { created: 'Criado!', updated: 'Atualizado!', createFailed: 'Erro ao Cadastrar: ', updateFailed: 'Erro ao Atualizar: ' };

beforeEach(() => {
  toasts.length = 0;
});
afterEach(cleanup);

describe('useRecordSave', () => {
  it('keeps a refused record open with its field errors and the prefixed text', async () => {
    const { result } = renderHook(() => useRecordSave<{ name: string }, { requestId: string }>(TEXTS));
    act(() => result.current.open({ id: '7', initial: { name: 'Bolo' }, requestId: 'r1' }));
    const sent: unknown[] = [];
    let saved = true;
    await act(async () => {
      saved = await result.current.save(async (record) => {
        sent.push(record);
        return {
          errors: [
            { code: 'BAD_USER_INPUT', message: 'Nome em uso', field: 'name' },
            { code: 'REFUSED', message: 'Tente depois', field: null },
          ],
        };
      });
    });
    expect(saved).toBe(false);
    expect(sent).toEqual([{ id: '7', initial: { name: 'Bolo' }, requestId: 'r1' }]);
    expect(result.current.form?.id).toBe('7');
    expect(result.current.errors).toEqual({ name: 'Nome em uso' });
    expect(toasts).toEqual([{ intent: 'danger', message: 'Erro ao Atualizar: Nome em uso; Tente depois' }]);
  });

  it("closes a saved record and says the payload's message, else the page's text", async () => {
    const { result } = renderHook(() => useRecordSave<{ name: string }>(TEXTS));
    act(() => result.current.open({ id: null, initial: { name: '' } }));
    await act(async () => {
      expect(await result.current.save(async () => ({ errors: [], message: null }))).toBe(true);
    });
    expect(result.current.form).toBeNull();
    act(() => result.current.open({ id: '3', initial: { name: 'x' } }));
    await act(async () => {
      await result.current.save(async () => ({ errors: [], message: 'Salvo pelo servidor' }));
    });
    expect(toasts.map((t) => t.message)).toEqual(['Criado!', 'Salvo pelo servidor']);
    expect(toasts.every((t) => t.intent === 'success')).toBe(true);
  });

  it('keeps the record open on a transport failure; a page may word its refusals; nothing is sent when closed', async () => {
    const { result } = renderHook(() => useRecordSave<{ name: string }>(TEXTS, (_prefix, errors) => ({ intent: 'warning', message: errors[0].message })));
    const send = vi.fn(async () => ({ errors: [] }));
    await act(async () => {
      expect(await result.current.save(send)).toBe(false);
    });
    expect(send).not.toHaveBeenCalled();

    act(() => result.current.open({ id: null, initial: { name: 'Bolo' } }));
    await act(async () => {
      await result.current.save(async () => {
        throw new Error('Failed to fetch');
      });
    });
    expect(result.current.form?.initial).toEqual({ name: 'Bolo' });
    await act(async () => {
      await result.current.save(async () => ({ errors: [{ code: 'REFUSED', message: 'Só é permitido um máximo de 7 destaques' }] }));
    });
    expect(toasts).toEqual([
      { intent: 'danger', message: 'Erro ao Cadastrar: Failed to fetch' },
      { intent: 'warning', message: 'Só é permitido um máximo de 7 destaques' },
    ]);
  });

  it("with the form's fields given: a refusal beyond them or a transport failure closes; the input limits stay on their fields", async () => {
    const options: SaveOptions = {
      formFields: ['name'],
      inputErrorsOf: (failure) => (String(failure).includes('longo') ? { name: 'Nome longo demais' } : ({} as Record<string, string>)),
    };
    const { result } = renderHook(() => useRecordSave<{ name: string }>(TEXTS, undefined, options));
    act(() => result.current.open({ id: '7', initial: { name: 'Bolo' } }));
    await act(async () => {
      await result.current.save(async () => ({ errors: [{ code: 'BAD_USER_INPUT', message: 'Nome em uso', field: 'name' }] }));
    });
    expect(result.current.form?.id).toBe('7');
    expect(result.current.errors).toEqual({ name: 'Nome em uso' });
    await act(async () => {
      await result.current.save(async () => {
        throw new Error('Nome longo');
      });
    });
    expect(result.current.form?.id).toBe('7');
    expect(result.current.errors).toEqual({ name: 'Nome longo demais' });
    await act(async () => {
      await result.current.save(async () => ({ errors: [{ code: 'NOT_FOUND', message: 'Não encontrado.', field: 'id' }] }));
    });
    expect(result.current.form).toBeNull();
    expect(result.current.errors).toEqual({});
    act(() => result.current.open({ id: null, initial: { name: '' } }));
    await act(async () => {
      await result.current.save(async () => {
        throw new Error('Failed to fetch');
      });
    });
    expect(result.current.form).toBeNull();
    expect(toasts).toEqual([
      { intent: 'danger', message: 'Erro ao Atualizar: Nome em uso' },
      { intent: 'danger', message: 'Erro ao Atualizar: Não encontrado.' },
      { intent: 'danger', message: 'Erro ao Cadastrar: Failed to fetch' },
    ]);
  });
});
