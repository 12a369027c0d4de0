// Products (`produtos/`, listed through `produtos-ordenados/` with the section nested and the offers inside), their
// offers (`ofertas/`), the section -> category -> subcategory cascade (`categorias/`, `subcategorias/`), the ERP
// refresh job's log (`update-logs/`) and the refresh script itself (docs/areas/catalogue.md#calls).
import type DataLoader from 'dataloader';
import { RecordsById, refOf, type Id, type Page, type Params, type ProductApiTransport } from './transport';

/** The fields PUT produtos/{id}/ takes ("the full product"); prices and quantities as decimal strings. */
export interface ProductWrite {
  codprod: number;
  codauxiliar: string;
  codfilial: number;
  descricao: string;
  unidade: string;
  secao: number | null;
  categoria: number | null;
  subcategoria: number | null;
  pvenda: string;
  ptabela: string;
  can_update: boolean;
  /** S out of line, N in line */
  foralinha: string;
  qtdestoque: string;
  estoqueminimo: string;
  qtdmincompra: string;
  /** S on offer */
  oferta: string;
  /** V Sem oferta, L Limitação, A Atacado, O Oferta (the ERP also sends CB and CI) */
  tipopoferta: string;
  tem_multiplo: boolean;
  qtd_multiplo: string | null;
  /** Only for products sold by weight (unidade KG) */
  pesounitario: string | null;
  observacao: string | null;
  imagem: string | null;
  datacadastro: string | null;
  atualizacao: string;
}

export interface OfferWrite {
  tipopoferta: string;
  poferta: string;
  codprod: number;
  codauxiliar: string | null;
  /** Quantity tiers: only type L uses them; the API keeps 0 for the others */
  liminicial: string;
  limfinal: string;
  dtinicial: string | null;
  dtfinal: string | null;
  codfilial: number;
  produto: number;
  atualizacao: string;
}

export interface OfferRecord extends OfferWrite {
  id: number;
  /** The product's pvenda when the offer was created (set by the reference API; absent elsewhere). */
  pvenda_anterior?: string | null;
}

export interface ProductRecord extends ProductWrite {
  id: number;
  /** Set by the API (docs/decisions/0027-product-update-date.md: the update date is the API's) */
  dataatualizacao: string | null;
  ofertasProduto: OfferRecord[];
}

/**
 * A produtos-ordenados/ row as the panel holds it: its section an object with its id, and the description and icon
 * where the API nests them (the same whichever way it sent the section).
 */
export interface SortedProductRecord extends Omit<ProductRecord, 'secao'> {
  secao: { id: number; descricao?: string; icone?: string | null } | null;
}

/** A produtos-ordenados/ row as the API sends it (the section nested or bare). */
export type SortedProductWire = Omit<SortedProductRecord, 'secao'> & { secao: SortedProductRecord['secao'] | number };

/** The one shape of a listed product (see SortedProductRecord), made where the API's answer enters the gateway. */
export const toSortedProduct = (wire: SortedProductWire): SortedProductRecord => ({
  ...wire,
  secao: refOf(wire.secao),
});

export interface CategoryRecord {
  id: number;
  descricao: string;
  secao: number | null;
}

export interface SubcategoryRecord {
  id: number;
  descricao: string;
  categoria: number | null;
}

export interface UpdateLogRecord {
  id: number;
  start_date_hour: string | null;
  date_hour: string | null;
  user_op: string;
  output: string;
  error: string | null;
}

/** The query the spec's products screen sends (codfilial required by the panel; the rest optional). */
export interface ProductListFilter {
  codfilial: number;
  datacadastro_after?: string;
  datacadastro_before?: string;
  secao?: number;
  descricao?: string;
  codprod?: number;
  codauxiliar?: string;
  oferta?: 'S';
  imagem?: 'None';
  foralinha?: 'S' | 'N';
}

/** What the refresh script is asked for (docs/areas/catalogue.md#calls: user, codprod, codauxiliar, codfilial). */
export interface RefreshRequest {
  user: string;
  codprod: number;
  codauxiliar: string | null;
  codfilial: number;
}

const PRODUCTS = 'produtos/';
const SORTED = 'produtos-ordenados/';
export const OFFERS = 'ofertas/';
const UPDATE_LOGS = 'update-logs/';
const REFRESH_SCRIPT = 'scripts/atualiza-produto/';
/** Report 7's page size as the company's call writes it (docs/areas/staff-and-support.md#constants). */
const WHOLE_CATALOGUE_PAGE = 999_999;

/** The cascade is a few hundred rows at most: read whole, as the spec's large fetches do. */
const CASCADE_READ_SIZE = 10_000;
const one = (base: string, id: Id) => `${base}${encodeURIComponent(String(id))}/`;

export class Categories extends RecordsById<CategoryRecord> {
  constructor(api: ProductApiTransport) {
    super(api, 'categorias/');
  }

  all(): Promise<CategoryRecord[]> {
    return this.api.results<CategoryRecord>(this.path, { page: 1, page_size: CASCADE_READ_SIZE });
  }
}

export class Subcategories extends RecordsById<SubcategoryRecord> {
  constructor(api: ProductApiTransport) {
    super(api, 'subcategorias/');
  }

  all(): Promise<SubcategoryRecord[]> {
    return this.api.results<SubcategoryRecord>(this.path, { page: 1, page_size: CASCADE_READ_SIZE });
  }
}

export class Products {
  readonly categories: Categories;
  readonly subcategories: Subcategories;

  constructor(
    private readonly api: ProductApiTransport,
    /** Where the refresh script is, when not on the product API (PRODUCT_REFRESH_URL). */
    private readonly refreshScript: { api: ProductApiTransport; path: string } = { api, path: REFRESH_SCRIPT },
  ) {
    this.categories = new Categories(api);
    this.subcategories = new Subcategories(api);
  }

  private loader: DataLoader<Id, ProductRecord | null, string> | undefined;

  /** A stored product by id through the request's DataLoader (one `?id__in=` call per batch); null when none. */
  load(id: Id): Promise<ProductRecord | null> {
    this.loader ??= this.api.byIdLoader<ProductRecord>(PRODUCTS);
    return this.loader.load(id);
  }

  /** One page of a branch's products by description, each with its section and offers (one call). */
  async list(filter: ProductListFilter, page: number, pageSize: number): Promise<Page<SortedProductRecord>> {
    // The branch is checked again on each row (search asks without one: every branch).
    const branch = (filter as Partial<ProductListFilter>).codfilial;
    const ofBranch = branch === undefined ? undefined : (p: SortedProductWire) => Number(p.codfilial) === Number(branch);
    const { total, items } = await this.api.list<SortedProductWire>(SORTED, filter as unknown as Params, page, pageSize, ofBranch);
    return { total, items: items.map(toSortedProduct) };
  }

  /**
   * Every product of every branch, a page at a time (report 7, docs/areas/staff-and-support.md#report-catalogue: `produtos/?page_size=999999`;
   * pages are followed should a server cap them).
   */
  everyPage(): AsyncGenerator<ProductRecord[]> {
    return this.api.pages<ProductRecord>(PRODUCTS, { page_size: WHOLE_CATALOGUE_PAGE });
  }

  /** One product as the list shows it (section nested, offers inside). */
  async getSorted(id: number): Promise<SortedProductRecord> {
    return toSortedProduct(await this.api.get<SortedProductWire>(one(SORTED, id)));
  }

  /** The stored product as PUT takes it back. */
  get(id: number): Promise<ProductRecord> {
    return this.api.get<ProductRecord>(one(PRODUCTS, id));
  }

  update(id: number, product: ProductWrite): Promise<ProductRecord> {
    return this.api.put<ProductRecord>(one(PRODUCTS, id), product);
  }

  offersOf(productId: number): Promise<OfferRecord[]> {
    return this.api.results<OfferRecord>(OFFERS, { produto: productId, page_size: 500 }, (offer) => Number(offer.produto) === Number(productId));
  }

  createOffer(offer: OfferWrite): Promise<OfferRecord> {
    return this.api.post<OfferRecord>(OFFERS, offer);
  }

  updateOffer(id: number, offer: OfferWrite): Promise<OfferRecord> {
    return this.api.put<OfferRecord>(one(OFFERS, id), offer);
  }

  deleteOffer(id: number): Promise<void> {
    return this.api.delete(one(OFFERS, id));
  }

  /** The newest entry of the ERP refresh job's log ('Executando' while it runs), or null when there is none. */
  async latestUpdateLog(): Promise<UpdateLogRecord | null> {
    const [latest] = await this.api.firstPage<UpdateLogRecord>(UPDATE_LOGS, { page: 1, page_size: 1 });
    return latest ?? null;
  }

  /** Asks the ERP refresh script for one product; it answers at once and records its run in update-logs. */
  requestRefresh(request: RefreshRequest): Promise<UpdateLogRecord> {
    const params: Params = { user: request.user, codprod: request.codprod, codfilial: request.codfilial };
    if (request.codauxiliar) params.codauxiliar = request.codauxiliar;
    return this.refreshScript.api.get<UpdateLogRecord>(this.refreshScript.path, params);
  }
}
