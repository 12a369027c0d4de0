// Data the benchmarks create in their own upstream database (never in a shared one): an open order with N items.
import type { Db } from '@painel/db/database';

/**
 * Copies an existing open branch-17 delivery order (customer, address, window, payment) into a new order with
 * `items` items cycling over the catalogue, placed before every other open order so it heads page 1.
 */
export async function createBigOrder(db: Db, items: number): Promise<number> {
  return db.transaction(async (tx) => {
    const created = await tx.query<{ id: number }>(
      `INSERT INTO pedidos (codcli, codfilial, status, tipopedido, endereco, horarioentrega, dataentrega, datapedido,
         formapagamento, taxaentrega, observacao, substituiprod, vltotal, vlrdesc, pedidoadicional)
       SELECT codcli, codfilial, 'R', tipopedido, endereco, horarioentrega, dataentrega,
         (SELECT min(datapedido) FROM pedidos WHERE status NOT IN ('V', 'X')) - interval '1 minute',
         formapagamento, taxaentrega, 'Pedido grande (benchmark)', true, 0, 0, false
       FROM pedidos
       WHERE status NOT IN ('V', 'X') AND codfilial = 17 AND tipopedido = 'E' AND NOT pedidoadicional
       ORDER BY id LIMIT 1
       RETURNING id`,
    );
    const id = created.rows[0]?.id;
    if (!id) throw new Error('no open delivery order of branch 17 to copy');
    await tx.query(
      `WITH prods AS (SELECT p.*, row_number() OVER (ORDER BY p.id) - 1 AS k, count(*) OVER () AS total FROM produtos p)
       INSERT INTO itens_pedido (pedido, codprod, codauxiliar, quantidade, pvenda, ptabela, tipopoferta, modranksecao)
       SELECT $1, p.id, p.codauxiliar, 1 + (n % 5), p.pvenda, p.ptabela, p.tipopoferta,
         (SELECT rk.rank FROM rank_secao_filial rk WHERE rk.secao = p.secao AND rk.filial = 17 ORDER BY rk.id LIMIT 1)
       FROM generate_series(0, $2::int - 1) AS n JOIN prods p ON p.k = n % p.total`,
      [id, items],
    );
    await tx.query(
      `UPDATE pedidos SET vltotal = (SELECT COALESCE(sum(quantidade * pvenda), 0) FROM itens_pedido WHERE pedido = $1)
       WHERE id = $1`,
      [id],
    );
    return id;
  });
}
