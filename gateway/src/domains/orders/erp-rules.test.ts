import { describe, expect, it } from 'vitest';
import { erpCause, erpOrderItems, erpPaymentMethod, isErpFailure } from './erp-rules';
import type { RuleOrderItem } from './item-rules';

describe('erpPaymentMethod', () => {
  // docs/areas/orders.md#validation: 1->1; 2,3,4,5,7->3; 6->6; 9->2; 11->6; any other->6.
  const expected = [6, 1, 3, 3, 3, 3, 6, 3, 6, 2, 6, 6, 6, 6, 6, 6];
  it.each(expected.map((erp, id) => ({ id, erp })))('payment method $id -> $erp', ({ id, erp }) => {
    expect(erpPaymentMethod(id)).toBe(erp);
    expect(erpPaymentMethod(String(id))).toBe(erp);
  });

  it.each([null, undefined, '', 'abc', -1, 2.5, 1000])('unknown id %j -> 6', (id) => {
    expect(erpPaymentMethod(id as number | string | null | undefined)).toBe(6);
  });
});

const product = (codprod: number, extra: Partial<RuleOrderItem['product']> = {}) => ({
  codprod,
  codauxiliar: `789${codprod}`,
  ...extra,
});

describe('erpOrderItems', () => {
  const items: RuleOrderItem[] = [
    { id: 1, codauxiliar: '7891000100103', product: product(1001), quantidade: 2, qtd_separada: 2, pvenda: '4.99' },
    { id: 2, codauxiliar: '7891000200200', product: product(1002), qtd_separada: 1, pvenda: 3, em_falta: true },
    { id: 3, codauxiliar: '7891000300307', product: product(1003), qtd_separada: 1, pvenda: 3, cancela_item: true },
    // Picked by weight: the separated quantity, not the ordered one, is invoiced.
    { id: 4, codauxiliar: '2000040', product: product(2004, { unidade: 'KG' }), quantidade: 1, qtd_separada: '0.5325', pvenda: '39.9' },
    // Neither missing nor cancelled but nothing separated: not sold.
    { id: 5, codauxiliar: '7891000500509', product: product(1005), quantidade: 3, qtd_separada: 0, pvenda: 1 },
    { id: 6, codauxiliar: '7891000600606', product: product(1006), quantidade: 3, qtd_separada: null, pvenda: 1 },
    // Item without its own barcode: the product's is used.
    { id: 7, codauxiliar: null, product: product(1007), qtd_separada: 3, pvenda: 2.3333333 },
    // Both flags: still left out.
    { id: 8, codauxiliar: '1', product: product(1008), qtd_separada: 1, pvenda: 1, em_falta: true, cancela_item: true },
    // em_falta false and cancela_item null are not flags.
    { id: 9, codauxiliar: 42, product: product(9), qtd_separada: '1.000', pvenda: '10.000', em_falta: false, cancela_item: null },
  ];

  it('keeps only items that are neither missing nor cancelled, with separated quantity and 3-decimal prices', () => {
    expect(erpOrderItems(items)).toEqual([
      { codigo: '7891000100103-1001', quantidade: '2.000', preco: '4.990' },
      { codigo: '2000040-2004', quantidade: '0.533', preco: '39.900' },
      { codigo: '7891007-1007', quantidade: '3.000', preco: '2.333' },
      { codigo: '42-9', quantidade: '1.000', preco: '10.000' },
    ]);
  });

  it('sends a substitute as its own line, once, even when the API also lists it at the top level', () => {
    const substitute: RuleOrderItem = { id: 11, codauxiliar: '111', product: product(11), qtd_separada: 1, pvenda: 5 };
    const original: RuleOrderItem = {
      id: 10,
      codauxiliar: '100',
      product: product(10),
      qtd_separada: 0,
      pvenda: 6,
      em_falta: true,
      substitutos: [substitute],
    };
    const expected = [{ codigo: '111-11', quantidade: '1.000', preco: '5.000' }];
    expect(erpOrderItems([original])).toEqual(expected);
    expect(erpOrderItems([original, substitute])).toEqual(expected);
  });

  it('rounds half away from zero at the third decimal', () => {
    const [line] = erpOrderItems([{ codauxiliar: '1', product: product(1), qtd_separada: '1.0005', pvenda: '0.0015' }]);
    expect(line).toEqual({ codigo: '1-1', quantidade: '1.001', preco: '0.002' });
  });

  it('returns nothing for an empty order', () => {
    expect(erpOrderItems([])).toEqual([]);
  });
});

describe('isErpFailure', () => {
  it.each([
    '<br />\n<b>Warning</b>:  Undefined variable in <b>/var/www/html/bridge/processa-pedido.php</b><br />\n{"numorcamento": 1}',
    'Notice: Undefined index: codcli',
    'PHP Fatal error:  Uncaught Error',
    '{"error":"Filial inválida"}',
  ])('%j is a failure', (body) => {
    expect(isErpFailure(body)).toBe(true);
  });

  it('checks parsed JSON bodies too', () => {
    expect(isErpFailure({ error: 'Pedido sem itens' })).toBe(true);
    expect(isErpFailure({ numorcamento: 1234567890 })).toBe(false);
  });

  it.each(['{"numorcamento":1234567890}', '{"codcli":55}', '', 'WARNING only in capitals', 'ERROR'])(
    '%j is not a failure (markers are case-sensitive, as the spec writes them)',
    (body) => {
      expect(isErpFailure(body)).toBe(false);
    },
  );

  it('an empty answer is not a failure by itself', () => {
    expect(isErpFailure(null)).toBe(false);
    expect(isErpFailure(undefined)).toBe(false);
  });
});

describe('erpCause', () => {
  const leak = (message: string, script: string, body?: unknown) =>
    `<br />\n<b>Warning</b>:  ${message} in <b>/var/www/html/bridge/${script}.php</b> on line <b>87</b><br />\n${body === undefined ? '' : JSON.stringify(body)}`;

  it('tells an Oracle error by what it means, with its code, and no script path', () => {
    const cause = erpCause(leak('oci_execute(): ORA-00054: resource busy and acquire with NOWAIT specified', 'processa-cliente'));
    expect(cause).toBe('o registro está bloqueado por outra operação no ERP (ORA-00054)');
    expect(erpCause('ORA-99999: something')).toBe('o banco de dados do ERP recusou a operação (ORA-99999)');
  });

  it("keeps the bridge's own message, also when a warning leaked before it", () => {
    expect(erpCause(JSON.stringify({ error: 'Cliente 12 não cadastrado no Winthor' }))).toBe('Cliente 12 não cadastrado no Winthor');
    expect(erpCause(leak('Undefined index: codcli', 'processa-pedido', { error: 'Cliente não informado' }))).toBe('Cliente não informado');
    expect(erpCause('Falha na comunicação com o ERP (ECONNREFUSED).')).toBe('Falha na comunicação com o ERP (ECONNREFUSED).');
    expect(erpCause('Orçamento de 01/10/2026 não encontrado')).toBe('Orçamento de 01/10/2026 não encontrado');
  });

  it('says what kind of failure a warning or an error page was, never its text', () => {
    expect(erpCause(leak('Trying to access array offset on value of type null', 'processa-pedido'))).toBe(
      'o ERP encontrou um erro interno ao processar a requisição',
    );
    const page = '<!DOCTYPE HTML><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>';
    expect(erpCause(page, 500)).toBe('o ERP está indisponível (HTTP 500)');
    expect(erpCause(page, 413)).toBe('o ERP recusou a requisição (HTTP 413)');
    expect(erpCause('Fatal error: Allowed memory size exhausted in /var/www/html/bridge/x.php')).not.toMatch(/var|php|Fatal/);
  });
});
