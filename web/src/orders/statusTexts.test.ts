import { describe, expect, it } from 'vitest';
import { statusChangeErrorPrefix } from './statusTexts';
import { loadErrorToast } from './errors';
import { prefixedError } from '../lib/errors';

describe('statusChangeErrorPrefix', () => {
  it('uses the picker, deliveryman and cancellation prefixes, and the generic one otherwise', () => {
    expect(statusChangeErrorPrefix('S', { pickerId: '1' })).toBe('Erro ao Adicionar Separador: ');
    expect(statusChangeErrorPrefix('E', { deliverymanId: '2' })).toBe('Erro ao Adicionar Entregador: ');
    expect(statusChangeErrorPrefix('X', { reason: 'x' })).toBe('Erro ao cancelar pedido: ');
    expect(statusChangeErrorPrefix('E', {})).toBe('Erro ao atualizar status do pedido: ');
  });
});

describe('loadErrorToast', () => {
  it('prefixes the failure', () => {
    expect(loadErrorToast('timeout')).toEqual({ intent: 'danger', message: 'Erro ao carregar pedidos: timeout' });
  });
});

describe('prefixedError', () => {
  it('prefixes a bare server text once, and leaves a message the gateway already worded alone', () => {
    const prefix = 'Erro ao cancelar pedido no Cresce Vendas: ';
    expect(prefixedError(prefix, 'timeout')).toBe('Erro ao cancelar pedido no Cresce Vendas: timeout');
    expect(prefixedError(prefix, 'Erro ao cancelar pedido no Cresce Vendas: Compra não encontrada.')).toBe(
      'Erro ao cancelar pedido no Cresce Vendas: Compra não encontrada.',
    );
  });
});
