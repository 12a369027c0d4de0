// A small hand-made dataset for the report tests; every expected number in reports.test.ts follows from it.
// Dates are chosen around São Paulo day boundaries (UTC-3): o2 is 03:02 23:30 local, o8 is 02-28 23:00 local.
import type { Queryable } from '@painel/db/database';
import { insertRows, type Row } from '../../db/seed-data/bulk-insert';

function rows(defaults: Row, list: Row[]): Row[] {
  return list.map((r) => ({ ...defaults, ...r }));
}

export async function insertReportFixture(db: Queryable, userId: number, today: string): Promise<void> {
  await insertRows(
    db,
    'filiais',
    rows({ razaosocial: 'Loja', status: 'A' }, [
      { id: 1, codfilial: 17 },
      { id: 2, codfilial: 18 },
    ]),
  );
  await insertRows(
    db,
    'clientes',
    rows({ qtdcompras: 0, dtultmcompra: null, vlrultmcompra: null, email: null }, [
      { id: 1, cliente: 'Ana Souza', cpf: '52998224725', qtdcompras: 2, dtultmcompra: today, vlrultmcompra: '50.000', email: 'ana@x.com' },
      { id: 2, cliente: 'Bruno Lima', cpf: '11144477735', qtdcompras: 2, dtultmcompra: '2020-01-01', vlrultmcompra: '300.000' },
      { id: 3, cliente: 'Carla Dias', cpf: '39053344705' },
      { id: 4, cliente: 'Diego Reis', cpf: '86288366757' },
      { id: 5, cliente: 'Eva Rocha', cpf: '71428793860' },
    ]),
  );
  await insertRows(
    db,
    'clientes_enderecos',
    rows({ cidade: 'Teresina', estado: 'PI' }, [
      { id: 1, cliente: 1, bairro: 'Centro', cep: '64220000' },
      { id: 2, cliente: 2, bairro: 'Jóquei', cep: '64049110' },
      { id: 3, cliente: 3, bairro: 'Centro', cep: '64220000' },
      { id: 5, cliente: 5, bairro: 'Fátima', cep: '64049410' },
    ]),
  );
  await insertRows(db, 'clientes_telefones', [
    { id: 1, cliente: 1, telefone: '(86) 90000-0002', principal: false },
    { id: 2, cliente: 1, telefone: '(86) 90000-0001', principal: true },
  ]);
  await insertRows(db, 'secoes', [
    { id: 1, descricao: 'MERCEARIA' },
    { id: 3378, descricao: 'AÇOUGUE' },
  ]);
  await insertRows(
    db,
    'produtos',
    rows({ qtdestoque: '10', foralinha: 'N', secao: 1, unidade: 'UN' }, [
      { id: 1, codprod: 100, codfilial: 17, descricao: 'ARROZ TIO JOÃO 1KG', pvenda: '10' },
      { id: 2, codprod: 200, codfilial: 17, descricao: 'PICANHA FRIBOI', pvenda: '50', unidade: 'KG', secao: 3378 },
      { id: 3, codprod: 100, codfilial: 18, descricao: 'ARROZ TIO JOÃO 1KG', pvenda: '11' },
      { id: 4, codprod: 300, codfilial: 18, descricao: 'SABÃO EM PÓ OMO 1KG', pvenda: '20', qtdestoque: '0' },
      { id: 5, codprod: 400, codfilial: 17, descricao: 'LEITE INTEGRAL ITAMBÉ 1L', pvenda: '5', qtdestoque: '-2', foralinha: 'S' },
    ]),
  );
  await insertRows(
    db,
    'pedidos',
    rows({ pedidoadicional: false, pedidoprincipal: null, endereco: null, tipopedido: 'E', status: 'V' }, [
      { id: 1, codcli: 1, codfilial: 17, endereco: 1, datapedido: '2026-03-02T13:00:00Z', vltotal: '100' },
      { id: 2, codcli: 1, codfilial: 17, endereco: 1, datapedido: '2026-03-03T02:30:00Z', vltotal: '50' },
      { id: 3, codcli: 1, codfilial: 17, endereco: 1, datapedido: '2026-03-03T02:40:00Z', vltotal: '20', pedidoadicional: true, pedidoprincipal: 2 },
      { id: 4, codcli: 2, codfilial: 18, tipopedido: 'L', datapedido: '2026-03-05T15:00:00Z', vltotal: '300' },
      { id: 5, codcli: 2, codfilial: 18, endereco: 2, status: 'X', datapedido: '2026-03-06T15:00:00Z', vltotal: '80' },
      { id: 6, codcli: 3, codfilial: 17, endereco: 3, status: 'R', datapedido: '2026-03-10T12:00:00Z', vltotal: '200' },
      { id: 7, codcli: 3, codfilial: 17, endereco: 3, datapedido: '2026-02-20T12:00:00Z', vltotal: '40' },
      { id: 8, codcli: 2, codfilial: 18, endereco: 2, datapedido: '2026-03-01T02:00:00Z', vltotal: '60' },
      { id: 9, codcli: 5, codfilial: 18, endereco: 5, status: 'X', datapedido: '2026-03-04T12:00:00Z', vltotal: '15' },
      { id: 10, codcli: 5, codfilial: 18, endereco: 5, datapedido: '2026-03-08T12:00:00Z', vltotal: '90' },
      { id: 11, codcli: 1, codfilial: 17, endereco: 1, datapedido: '2025-07-10T12:00:00Z', status: 'X', vltotal: '999' },
    ]),
  );
  await insertRows(
    db,
    'itens_pedido',
    rows({ qtd_separada: null, vlrdesconto: '0', em_falta: false, cancela_item: false }, [
      { id: 1, pedido: 1, codprod: 1, quantidade: '2', qtd_separada: '2', pvenda: '10' },
      { id: 2, pedido: 1, codprod: 2, quantidade: '1.5', qtd_separada: '1.2', pvenda: '50' },
      { id: 3, pedido: 2, codprod: 1, quantidade: '3', pvenda: '10' },
      { id: 4, pedido: 2, codprod: 2, quantidade: '1', pvenda: '50', em_falta: true },
      { id: 5, pedido: 3, codprod: 1, quantidade: '1', pvenda: '10' },
      { id: 6, pedido: 4, codprod: 3, quantidade: '5', pvenda: '11', vlrdesconto: '5' },
      { id: 7, pedido: 5, codprod: 1, quantidade: '100', pvenda: '10' },
      { id: 8, pedido: 6, codprod: 2, quantidade: '2', pvenda: '50' },
      { id: 9, pedido: 10, codprod: 3, quantidade: '1', pvenda: '11' },
      { id: 10, pedido: 10, codprod: 4, quantidade: '9', pvenda: '20', cancela_item: true },
    ]),
  );
  await insertRows(db, 'cancelamentos', [{ id: 1, numpedido: 5, cliente: 2, usuario: userId, motivo: 'Pedido duplicado', data: '2026-03-06T16:00:00Z' }]);
}
