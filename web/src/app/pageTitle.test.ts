// Every screen names itself in the browser's title; the reset pages are not called 'Login'.
import { describe, expect, it } from 'vitest';
import { documentTitle, screenName } from './pageTitle';

describe('documentTitle', () => {
  it('names each screen, then the panel', () => {
    expect(documentTitle('/dashboard/pedido/')).toBe('Pedidos em Aberto - Painel de Controle');
    expect(documentTitle('/dashboard/pedidosconcluidos')).toBe('Pedidos Concluídos - Painel de Controle');
    expect(documentTitle('/dashboard/logapi/')).toBe('Log API - Painel de Controle');
    expect(documentTitle('/dashboard/')).toBe('Painel de Controle');
    expect(documentTitle('/')).toBe('Login - Painel de Controle');
    expect(documentTitle('/resetpasswordweb/abc/def')).toBe('Redefinição de Senha - Painel de Controle');
    expect(documentTitle('/recovery')).toBe('Recuperação de Senha - Painel de Controle');
    expect(screenName('/dashboard/nada/')).toBeNull();
  });
});
