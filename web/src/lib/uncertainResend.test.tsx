// @vitest-environment jsdom
// A record's save stopped as uncertain (UNCERTAIN: the answer was lost, the record may exist): the page says what to
// check and keeps the form; 'Tente Novamente' (the toast's action) or saving the form again sends it only after a
// confirmation that restates what to check; 'Cancelar' sends nothing.
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecordSave } from './useRecordSave';
import { RESEND_QUESTION, RESEND_TITLE } from './uncertainResend';

type Toast = { intent?: string; message?: unknown; action?: { text?: string; onClick?: () => void } };
const toasts = vi.hoisted(() => [] as Toast[]);
vi.mock('./toaster', () => ({
  showToast: async (props: Toast) => (toasts.push(props), 'key'),
}));

const TEXTS = { created: 'Criado!', updated: 'Atualizado!', createFailed: 'Erro ao Cadastrar: ', updateFailed: 'Erro ao Atualizar: ' };
const CHECK =
  'Erro ao Cadastrar: não foi possível confirmar se o registro foi gravado (a resposta do servidor se perdeu). Confira a lista: se ele não estiver lá, salve de novo.';
const UNCERTAIN = { errors: [{ code: 'UNCERTAIN', message: CHECK, field: null }] };

beforeEach(() => {
  toasts.length = 0;
});
afterEach(cleanup);

/** The confirmation on screen: it restates what to check; answers it with `answer`. */
async function answerConfirmation(answer: 'Tente Novamente' | 'Cancelar') {
  const dialog = await screen.findByRole('dialog', { name: RESEND_TITLE });
  expect(dialog.textContent).toContain(RESEND_QUESTION);
  expect(dialog.textContent).toContain(CHECK);
  const button = screen.getByRole('button', { name: answer });
  await act(async () => {
    if (answer === 'Tente Novamente') fireEvent.submit(button.closest('form')!);
    else fireEvent.click(button);
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: RESEND_TITLE })).toBeNull());
}

describe('an uncertain save', () => {
  it("says what to check, keeps the form, and 'Tente Novamente' resends only once confirmed", async () => {
    const { result } = renderHook(() => useRecordSave<{ name: string }>(TEXTS));
    act(() => result.current.open({ id: null, initial: { name: 'Bolo' } }));
    const send = vi.fn().mockResolvedValueOnce(UNCERTAIN).mockResolvedValueOnce({ errors: [], message: 'Cadastrado!' });
    await act(async () => {
      expect(await result.current.save(send)).toBe(false);
    });
    expect(result.current.form?.initial).toEqual({ name: 'Bolo' });
    expect(toasts).toEqual([expect.objectContaining({ intent: 'warning', message: CHECK, action: expect.objectContaining({ text: 'Tente Novamente' }) })]);

    // The toast's 'Tente Novamente', then 'Cancelar': nothing is sent.
    act(() => toasts[0].action!.onClick!());
    await answerConfirmation('Cancelar');
    expect(send).toHaveBeenCalledTimes(1);
    // Again, confirmed: the same record is sent once more and saved.
    act(() => toasts[0].action!.onClick!());
    await answerConfirmation('Tente Novamente');
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1][0]).toEqual({ id: null, initial: { name: 'Bolo' } });
    await waitFor(() => expect(result.current.form).toBeNull());
    expect(toasts.at(-1)).toEqual({ intent: 'success', message: 'Cadastrado!' });
  });

  it('saving the form again after an uncertain stop asks first', async () => {
    const { result } = renderHook(() => useRecordSave<{ name: string }>(TEXTS));
    act(() => result.current.open({ id: null, initial: { name: 'Bolo' } }));
    const send = vi.fn().mockResolvedValueOnce(UNCERTAIN).mockResolvedValueOnce({ errors: [] });
    await act(async () => {
      await result.current.save(send);
    });
    let saved: Promise<boolean> | undefined;
    act(() => {
      saved = result.current.save(send);
    });
    await answerConfirmation('Cancelar');
    expect(await saved).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      saved = result.current.save(send);
    });
    await answerConfirmation('Tente Novamente');
    expect(await saved).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
