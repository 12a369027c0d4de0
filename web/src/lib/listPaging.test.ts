// The paging arguments a list query sends, and the toasts of a list's search and failed load.
import { describe, expect, it } from 'vitest';
import { ALL, pagingVariables, readPaging } from './listPaging';
import { listToasts } from './listToasts';

describe('pagingVariables', () => {
  it("sends no size at the pager's first choice, so the schema's default applies; a size the user picked is sent", () => {
    expect(pagingVariables(readPaging(new URLSearchParams()))).toEqual({ page: 1 });
    expect(pagingVariables(readPaging(new URLSearchParams('pagina=3')))).toEqual({ page: 3 });
    expect(pagingVariables(readPaging(new URLSearchParams('itens=25')))).toEqual({ page: 1, pageSize: 25 });
    expect(pagingVariables({ page: 1, pageSize: ALL })).toEqual({ page: 1, pageSize: -1 });
  });
});

describe('listToasts', () => {
  const { searchToast, errorToast } = listToasts({ found: 'Achou', none: 'Nada encontrado', loadFailed: 'Erro ao Carregar X: ' });

  it('says what a search found', () => {
    expect(searchToast(true)).toEqual({ intent: 'success', message: 'Achou' });
    expect(searchToast(false)).toEqual({ intent: 'warning', message: 'Nada encontrado' });
  });

  it("prefixes a failure the gateway did not word, and shows the gateway's own words once", () => {
    expect(errorToast('Não foi possível conectar ao servidor.')).toEqual({
      intent: 'danger',
      message: 'Erro ao Carregar X: Não foi possível conectar ao servidor.',
    });
    expect(errorToast('Erro ao Carregar X: o serviço caiu')).toEqual({ intent: 'danger', message: 'Erro ao Carregar X: o serviço caiu' });
  });
});
