// Report 7, product visibility, read as docs/areas/staff-and-support.md#report-catalogue says the panel reads it:
// `produtos/?page_size=999999`, not a relatorio7/ endpoint (the company's API has none). Each row is derived from a
// product's own fields (docs/areas/staff-and-support.md#entities, 'Product (report 7)'): Filial codfilial, Código
// codprod, Código Auxiliar codauxiliar, Descrição descricao, Visível from foralinha ('S' means invisible). A product
// carries its section and subcategory as ids; their names come from the sections and subcategories lists the gateway
// reads elsewhere (secoes/, subcategorias/), and an id neither list holds is an empty cell. produtos/ names no order
// and no branch filter a real server honours, so the branch is kept here and the rows are put in the report's order
// (branch, description, product id). Sorting needs the branch's rows together: each is held as the report's seven
// values, not the product record, and the pages are dropped as they are read.
import { Readable } from 'node:stream';
import type { Context } from '../../context';
import { comparePt } from '../../kit/collation';

/** The catalogue's index of the visibility report. */
export const PRODUCT_VISIBILITY_REPORT = 7;

/** Rows handed to the writers at a time, as a chunk of a relatorioN/ answer would be. */
const BATCH = 500;

interface VisibilityRow {
  id: number;
  row: Record<string, unknown>;
}

const nameById = (rows: { id: number; descricao: string }[]) => new Map(rows.map((r) => [Number(r.id), r.descricao]));
const nameOf = (names: Map<number, string>, id: number | null) => (id === null || id === undefined ? null : (names.get(Number(id)) ?? null));

function byReportOrder(a: VisibilityRow, b: VisibilityRow): number {
  const branch = Number(a.row.Filial) - Number(b.row.Filial);
  if (branch) return branch;
  return comparePt(String(a.row['Descrição']), String(b.row['Descrição'])) || a.id - b.id;
}

/** The report's rows of `branch` (every branch when null), as batches of row objects keyed by the column names. */
export async function productVisibilityRows(ctx: Context, branch: number | null): Promise<Readable> {
  const api = ctx.upstreams.productApi;
  const [sections, subcategories] = await Promise.all([api.sections.list(true), api.products.subcategories.all()]);
  const sectionNames = nameById(sections);
  const subcategoryNames = nameById(subcategories);
  const rows: VisibilityRow[] = [];
  for await (const page of api.products.everyPage()) {
    for (const p of page) {
      if (branch !== null && Number(p.codfilial) !== branch) continue;
      rows.push({
        id: Number(p.id),
        row: {
          Filial: p.codfilial,
          Código: p.codprod,
          'Código Auxiliar': p.codauxiliar,
          Descrição: p.descricao,
          Seção: nameOf(sectionNames, p.secao),
          Subcategoria: nameOf(subcategoryNames, p.subcategoria),
          Visível: p.foralinha === 'S' ? 'Não' : 'Sim',
        },
      });
    }
  }
  rows.sort(byReportOrder);
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) batches.push(rows.slice(i, i + BATCH).map((r) => r.row));
  return Readable.from(batches);
}
