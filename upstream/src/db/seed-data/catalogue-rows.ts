// Sections, categories, subcategories, per-branch section ranks, products (one row per product and branch)
// and their offers of every type.
import { ACTIVE_BRANCH_CODES, branchIdOf } from './branches';
import { SECTIONS, VARIANTS, type CategorySpec } from './catalogue';
import { addDays, pastSaoPauloDateTime, saoPauloDate } from './dates';
import type { Random } from './random';
import type { Row } from './bulk-insert';
import { demoImageUrl } from './demo-images';

export interface ProductRef {
  id: number;
  codprod: number;
  codauxiliar: string;
  codfilial: number;
  secao: number;
  unidade: string;
  pvenda: number;
  ptabela: number;
  tipopoferta: string;
  foralinha: string;
}

export interface Catalogue {
  secoes: Row[];
  categorias: Row[];
  subcategorias: Row[];
  ranks: Row[];
  produtos: Row[];
  ofertas: Row[];
  /** Sellable products per branch code. */
  productsByBranch: Map<number, ProductRef[]>;
  /** Section rank per branch code and section id (picking order of items). */
  rankOf: Map<string, number>;
  /** Service-fee and delivery-fee product ids per branch code. */
  feeProducts: Map<number, { servico: number; entrega: number }>;
}

const OFFER_MIX: readonly [string, number][] = [
  ['V', 0.68],
  ['O', 0.1],
  ['L', 0.07],
  ['A', 0.06],
  ['CB', 0.04],
  ['CI', 0.03],
  ['VOL', 0.02],
];

function offerType(random: Random): string {
  let roll = random.next();
  for (const [type, share] of OFFER_MIX) {
    if (roll < share) return type;
    roll -= share;
  }
  return 'V';
}

interface ProductDraft {
  codprod: number;
  codauxiliar: string;
  descricao: string;
  secao: number;
  categoria: number;
  subcategoria: number;
  category: CategorySpec;
}

/**
 * Distinct product descriptions: every stem x brand x pack of a category first (shuffled), then the same with
 * variant words when a large scale needs more, so names stay plausible ('ARROZ BRANCO CAMIL 1KG').
 */
function draftProducts(random: Random, count: number, categoryIds: Map<CategorySpec, { id: number; secao: number; subs: number[] }>): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  for (let level = 0; drafts.length < count; level++) {
    const suffixes = level === 0 ? [''] : VARIANTS.map((v) => (level === 1 ? ` ${v}` : ` ${v} ${level}`));
    const names: [CategorySpec, string][] = [];
    for (const category of categoryIds.keys()) {
      const packs = category.packs.length > 0 ? category.packs.map((p) => ` ${p}`) : [''];
      for (const stem of category.stems)
        for (const brand of category.brands)
          for (const pack of packs) {
            for (const suffix of suffixes) names.push([category, `${stem} ${brand}${suffix}${pack}`]);
          }
    }
    for (const [category, descricao] of random.shuffle(names)) {
      if (drafts.length >= count) break;
      const ids = categoryIds.get(category)!;
      drafts.push({
        codprod: 10000 + drafts.length + 1,
        codauxiliar: `789${random.digits(10)}`,
        descricao,
        secao: ids.secao,
        categoria: ids.id,
        subcategoria: random.pick(ids.subs),
        category,
      });
    }
  }
  return drafts;
}

export function buildCatalogue(random: Random, scale: number, now: Date): Catalogue {
  const today = saoPauloDate(now);
  const secoes: Row[] = [];
  const categorias: Row[] = [];
  const subcategorias: Row[] = [];
  const categoryIds = new Map<CategorySpec, { id: number; secao: number; subs: number[] }>();
  SECTIONS.forEach((section, index) => {
    secoes.push({
      id: section.id,
      descricao: section.descricao,
      icone: section.icone,
      info: `Produtos de ${section.descricao.toLowerCase()}`,
      ativo: 'S',
      ordenar: index,
    });
    for (const category of section.categorias) {
      const categoryId = categorias.length + 1;
      categorias.push({ id: categoryId, descricao: category.descricao, secao: section.id });
      const subs = category.subcategorias.map((descricao) => {
        const id = subcategorias.length + 1;
        subcategorias.push({ id, descricao, categoria: categoryId });
        return id;
      });
      categoryIds.set(category, { id: categoryId, secao: section.id, subs });
    }
  });

  const ranks: Row[] = [];
  const rankOf = new Map<string, number>();
  for (const branch of ACTIVE_BRANCH_CODES) {
    const order = SECTIONS.map((s) => s.id).sort(() => random.next() - 0.5);
    order.forEach((secao, rank) => {
      ranks.push({ id: ranks.length + 1, secao, filial: branchIdOf(branch), rank, ativo: !(branch === 18 && secao === 3379), is_taxa: false });
      rankOf.set(`${branch}:${secao}`, rank);
    });
  }

  const drafts = draftProducts(random, 2000 * scale, categoryIds);
  const produtos: Row[] = [];
  const ofertas: Row[] = [];
  const productsByBranch = new Map<number, ProductRef[]>();
  const feeProducts = new Map<number, { servico: number; entrega: number }>();
  for (const branch of ACTIVE_BRANCH_CODES) {
    const refs: ProductRef[] = [];
    for (const d of drafts) {
      const id = produtos.length + 1;
      const ptabela = Number(random.money(d.category.price[0], d.category.price[1]));
      let type = offerType(random);
      const volume = type === 'VOL';
      if (volume) type = 'V';
      const discounted = ['O', 'A', 'CB', 'CI'].includes(type);
      const offerPrice = Number((ptabela * (0.8 + random.next() * 0.12)).toFixed(2));
      const pvenda = discounted ? offerPrice : ptabela;
      const stock = random.chance(0.06) ? -random.int(0, 3) : random.int(1, 400);
      const weighed = d.category.unidade === 'KG';
      const foralinha = random.chance(0.03) ? 'S' : 'N';
      produtos.push({
        id,
        codprod: d.codprod,
        codauxiliar: d.codauxiliar,
        codfilial: branch,
        descricao: d.descricao,
        unidade: d.category.unidade,
        secao: d.secao,
        categoria: d.categoria,
        subcategoria: d.subcategoria,
        pvenda: pvenda.toFixed(2),
        ptabela: ptabela.toFixed(2),
        can_update: random.chance(0.9),
        foralinha,
        qtdestoque: String(stock),
        estoqueminimo: String(random.int(2, 20)),
        qtdmincompra: '1',
        oferta: type !== 'V' || volume ? 'S' : 'N',
        tipopoferta: type,
        tem_multiplo: !weighed && random.chance(0.1),
        qtd_multiplo: null,
        pesounitario: weighed ? (random.int(100, 1500) / 1000).toFixed(3) : null,
        observacao: null,
        imagem: random.chance(0.75) ? demoImageUrl('produtos', d.categoria) : null, // one picture per category
        datacadastro: addDays(today, -random.int(0, 700)),
        dataatualizacao: pastSaoPauloDateTime(now, addDays(today, -random.int(0, 20)), random.int(6, 22), random.int(0, 59)),
        atualizacao: 'N',
      });
      const offer = (tipo: string, poferta: number, lim: [number, number]) =>
        ofertas.push({
          id: ofertas.length + 1,
          tipopoferta: tipo,
          poferta: poferta.toFixed(2),
          codprod: d.codprod,
          codauxiliar: d.codauxiliar,
          liminicial: String(lim[0]),
          limfinal: String(lim[1]),
          dtinicial: addDays(today, -random.int(1, 10)),
          dtfinal: addDays(today, random.int(5, 30)),
          codfilial: branch,
          produto: id,
          atualizacao: 'N',
        });
      if (type === 'L') {
        offer('L', ptabela * 0.9, [1, 3]);
        offer('L', ptabela * 0.85, [4, 10]);
        if (random.chance(0.5)) offer('L', ptabela * 0.8, [11, 24]);
      } else if (discounted) offer(type, offerPrice, [0, 0]);
      else if (volume) offer('V', ptabela * 0.9, [0, 0]);
      if (foralinha === 'N' && stock > 0) {
        refs.push({
          id,
          codprod: d.codprod,
          codauxiliar: d.codauxiliar,
          codfilial: branch,
          secao: d.secao,
          unidade: d.category.unidade,
          pvenda,
          ptabela,
          tipopoferta: type,
          foralinha,
        });
      }
    }
    const fee = (descricao: string, codprod: number) => {
      const id = produtos.length + 1;
      produtos.push({
        id,
        codprod,
        codauxiliar: String(codprod),
        codfilial: branch,
        descricao,
        unidade: 'UN',
        secao: SECTIONS[0].id,
        categoria: 1,
        subcategoria: 1,
        pvenda: '0.00',
        ptabela: '0.00',
        can_update: false,
        foralinha: 'S',
        qtdestoque: '999999',
        estoqueminimo: '0',
        qtdmincompra: '1',
        oferta: 'N',
        tipopoferta: 'V',
        tem_multiplo: false,
        qtd_multiplo: null,
        pesounitario: null,
        observacao: 'Produto técnico (não aparece no app)',
        imagem: null,
        datacadastro: addDays(today, -700),
        dataatualizacao: null,
        atualizacao: 'N',
      });
      return id;
    };
    feeProducts.set(branch, { servico: fee('TAXA DE SERVIÇO', 9001), entrega: fee('TAXA DE ENTREGA', 9002) });
    productsByBranch.set(branch, refs);
  }
  for (const row of produtos) if (row.tem_multiplo) row.qtd_multiplo = String(random.pick([6, 12, 24]));
  return { secoes, categorias, subcategorias, ranks, produtos, ofertas, productsByBranch, rankOf, feeProducts };
}
