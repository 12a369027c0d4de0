import { describe, expect, it } from 'vitest';
import { pickerAssignmentPush, ratingRequestPush, statusPushMessage } from './push-rules';
import { formatSendAfter } from '../../upstreams/push-body';

const TITLE = 'Atualização de pedido';

describe('statusPushMessage', () => {
  const texts: Record<string, { E: string; L: string }> = {
    R: { E: 'Seu pedido foi recebido!', L: 'Seu pedido foi recebido!' },
    S: { E: 'Pedido em separação!', L: 'Pedido em separação!' },
    P: { E: 'Pedido separado!', L: 'Pedido separado!' },
    C: { E: 'Pedido em conferência!', L: 'Pedido em conferência!' },
    F: {
      E: 'Seu pedido está sendo faturado. Valor de R$\u00a01.234,50',
      L: 'Seu pedido está sendo faturado. Valor de R$\u00a01.234,50',
    },
    E: { E: 'Pedido saiu para entrega!', L: 'O Seu pedido está pronto para Retirada!' },
    V: { E: 'Pedido concluído! Obrigado pela preferência.', L: 'Pedido concluído! Obrigado pela preferência.' },
    X: { E: 'Seu pedido foi cancelado.', L: 'Seu pedido foi cancelado.' },
  };
  const cases = Object.entries(texts).flatMap(([status, byType]) => (['E', 'L'] as const).map((type) => ({ status, type, text: byType[type] })));

  it.each(cases)('$status for type $type', ({ status, type, text }) => {
    expect(statusPushMessage(status, { tipopedido: type, amount: '1234.5' })).toEqual({ title: TITLE, text });
  });

  it.each(cases)('no push for an additional order ($status, $type)', ({ status, type }) => {
    expect(statusPushMessage(status, { tipopedido: type, amount: 1, isAdditional: true })).toBeNull();
  });

  it('formats the invoicing amount in pt-BR reais', () => {
    expect(statusPushMessage('F', { tipopedido: 'E', amount: 87.9 })?.text).toBe('Seu pedido está sendo faturado. Valor de R$\u00a087,90');
    expect(statusPushMessage('F', { tipopedido: 'E', amount: '1234567.891' })?.text).toBe('Seu pedido está sendo faturado. Valor de R$\u00a01.234.567,89');
  });

  it('refuses to announce an invoice without its amount, and unknown codes', () => {
    expect(() => statusPushMessage('F', { tipopedido: 'E' })).toThrow(RangeError);
    expect(() => statusPushMessage('F', { tipopedido: 'E', amount: '' })).toThrow(RangeError);
    expect(() => statusPushMessage('Z', { tipopedido: 'E' })).toThrow(RangeError);
    expect(() => statusPushMessage('R', { tipopedido: 'D' })).toThrow(RangeError);
  });
});

describe('ratingRequestPush', () => {
  it('is scheduled one hour after completion, in -03:00', () => {
    expect(ratingRequestPush(new Date('2024-05-10T15:30:00Z'))).toEqual({
      title: 'Avaliação do pedido',
      text: 'Como foi o seu pedido? Toque aqui e deixe a sua avaliação.',
      sendAt: new Date('2024-05-10T16:30:00Z'),
    });
  });

  it('crosses midnight and month end in Brazilian time', () => {
    // 23:20 on 31 May in Brazil (02:20 UTC on 1 June) -> 00:20 on 1 June in Brazil.
    expect(formatSendAfter(ratingRequestPush(new Date('2024-06-01T02:20:00Z')).sendAt)).toBe('2024-06-01 00:20:00 GMT-0300');
    // 22:30 on 31 January in Brazil (01:30 UTC on 1 February) -> 23:30, still 31 January.
    expect(formatSendAfter(ratingRequestPush(new Date('2025-02-01T01:30:00Z')).sendAt)).toBe('2025-01-31 23:30:00 GMT-0300');
    // 23:10 on 31 December -> 00:10 on 1 January.
    expect(formatSendAfter(ratingRequestPush(new Date('2025-01-01T02:10:00Z')).sendAt)).toBe('2025-01-01 00:10:00 GMT-0300');
  });
});

describe('pickerAssignmentPush', () => {
  it('names the order', () => {
    expect(pickerAssignmentPush({ id: 4321 })).toEqual({
      title: 'Novo pedido para separação',
      text: 'O pedido 4321 foi atribuído a você.',
    });
  });
});
