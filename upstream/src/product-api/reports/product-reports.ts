// Product reports: 4 out-of-stock products, 7 product visibility (the app hides products out of line), 12/13 top 50 products by quantity sold and by revenue.
// Sold items are those of non-cancelled orders (additional orders included), not missing (em_falta) and not
// cancelled, counted with the picked quantity when there is one.
import { periodArgs, type ReportDef } from './report-types';
import { inPeriod, MONEY } from './sql';

const outOfStock: ReportDef = {
  name: 'relatorio4',
  title: 'Produtos fora de estoque (relatorio_produtosforaestoque.csv)',
  needs: {},
  run: async (db, params) =>
    (
      await db.query(
        `
    SELECT p.codfilial AS "Filial", p.codprod AS "Código", p.codauxiliar AS "Código Auxiliar", p.descricao AS "Descrição",
           s.descricao AS "Seção", p.qtdestoque AS "Estoque", p.estoqueminimo AS "Estoque Mínimo",
           ${MONEY('p.pvenda')} AS "Preço de Venda", CASE p.foralinha WHEN 'S' THEN 'Sim' ELSE 'Não' END AS "Fora de Linha"
      FROM produtos p LEFT JOIN secoes s ON s.id = p.secao
     WHERE p.qtdestoque <= 0 AND ($1::int IS NULL OR p.codfilial = $1::int)
     ORDER BY p.codfilial, p.descricao, p.id`,
        [params.branch],
      )
    ).rows,
};

// Report 7 (docs/areas/staff-and-support.md#entities, 'Product (report 7)'): every product with its section,
// subcategory and whether the app shows it (foralinha 'S' means invisible). The company's API has no such endpoint: the
// gateway reads produtos/ for it as the spec's panel did (gateway/src/domains/reports/product-visibility.ts). It is
// kept here as the oracle the gateway's report 7 is compared with (tests/integration/report-visibility.test.ts).
const PT_NAMES = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const visibility: ReportDef = {
  name: 'relatorio7',
  title: 'Visibilidade dos produtos (relatorio_visibilidadeprodutos.csv)',
  needs: {},
  run: async (db, params) =>
    (
      await db.query(
        `
    SELECT p.codfilial AS "Filial", p.codprod AS "Código", p.codauxiliar AS "Código Auxiliar", p.descricao AS "Descrição",
           s.descricao AS "Seção", sc.descricao AS "Subcategoria",
           CASE p.foralinha WHEN 'S' THEN 'Não' ELSE 'Sim' END AS "Visível", p.id AS "_id"
      FROM produtos p LEFT JOIN secoes s ON s.id = p.secao LEFT JOIN subcategorias sc ON sc.id = p.subcategoria
     WHERE ($1::int IS NULL OR p.codfilial = $1::int)`,
        [params.branch],
      )
    ).rows
      // The panel's order for names is Portuguese ('AÇÚCAR' before 'AZEITE'), which the database's collation may not
      // know: branch, then description as pt-BR compares it, then id, as the gateway orders its report 7.
      .sort((a, b) => Number(a.Filial) - Number(b.Filial) || PT_NAMES.compare(String(a['Descrição']), String(b['Descrição'])) || Number(a._id) - Number(b._id))
      .map((row) => {
        delete row._id;
        return row;
      }),
};

function topProducts(orderBy: string): string {
  return `
    WITH vendidos AS (
      SELECT pr.codprod, pr.descricao, pr.unidade,
             COALESCE(i.qtd_separada, i.quantidade) AS quantidade,
             COALESCE(i.qtd_separada, i.quantidade) * i.pvenda - i.vlrdesconto AS valor
        FROM itens_pedido i
        JOIN pedidos p ON p.id = i.pedido
        JOIN produtos pr ON pr.id = i.codprod
       WHERE p.status <> 'X' AND i.em_falta = false AND i.cancela_item = false
         AND ${inPeriod('p.datapedido', '$1', '$2')} AND ($3::int IS NULL OR p.codfilial = $3::int)
    )
    SELECT v.codprod AS "Código", min(v.descricao) AS "Descrição", min(v.unidade) AS "Unidade",
           round(sum(v.quantidade), 3) AS "Quantidade Vendida", ${MONEY('sum(v.valor)')} AS "Valor Total"
      FROM vendidos v
     GROUP BY v.codprod
     ORDER BY ${orderBy}, v.codprod
     LIMIT 50`;
}

const topByQuantity: ReportDef = {
  name: 'relatorio12',
  title: 'Top 50 produtos mais vendidos',
  needs: { period: true },
  run: async (db, params) => (await db.query(topProducts('sum(v.quantidade) DESC'), periodArgs(params))).rows,
};

const topByRevenue: ReportDef = {
  name: 'relatorio13',
  title: 'Top 50 produtos por faturamento',
  needs: { period: true },
  run: async (db, params) => (await db.query(topProducts('sum(v.valor) DESC'), periodArgs(params))).rows,
};

export const productReports: ReportDef[] = [outOfStock, visibility, topByQuantity, topByRevenue];
