// Recipes (`recipes/recipes/`, docs/areas/staff-and-support.md#calls): a recipe with its ingredients (each linking catalogue
// products) and its steps, read 5 a page; writes send the whole recipe, the API replaces the children. The
// editor's product search is `prod-recipe-search/` (20 a page, upper-case description, one branch).
import type { Page, ProductApiTransport } from './transport';

/** A catalogue product linked to an ingredient, as the API reads it. */
export interface RecipeProductRecord {
  id: number;
  codprod: number;
  descricao: string;
  codfilial: number;
  /** Decimal text */
  quantidade: string;
  /** Decimal text: the branch's stock */
  qtdestoque: string;
  pvenda: string;
  imagem: string | null;
}

export interface RecipeIngredientRecord {
  id?: number;
  quantity: string | null;
  unit: string | null;
  name: string;
  order: number;
  a_gosto: boolean;
  products: RecipeProductRecord[];
}

export interface RecipeInstructionRecord {
  id?: number;
  order: number;
  description: string;
}

export interface RecipeRecord {
  id: number;
  name: string;
  description: string;
  image: string | null;
  ingredients: RecipeIngredientRecord[];
  instructions: RecipeInstructionRecord[];
}

export interface RecipeWrite {
  name: string;
  description: string;
  image: string | null;
  ingredients: {
    quantity: string | null;
    unit: string | null;
    name: string;
    order: number;
    a_gosto: boolean;
    products: { produto: number; quantidade: string }[];
  }[];
  instructions: { order: number; description: string }[];
}

/** A product found by the editor's search (a produtos row). */
export interface RecipeSearchProductRecord {
  id: number;
  codprod: number;
  descricao: string;
  codfilial: number;
  qtdestoque: string;
  pvenda: string;
  imagem: string | null;
}

const RECIPES = 'recipes/recipes/';
const one = (id: number) => `${RECIPES}${encodeURIComponent(String(id))}/`;
const SEARCH = 'prod-recipe-search/';

export class Recipes {
  constructor(private readonly api: ProductApiTransport) {}

  list(page: number, pageSize: number): Promise<Page<RecipeRecord>> {
    return this.api.list<RecipeRecord>(RECIPES, {}, page, pageSize);
  }

  get(id: number): Promise<RecipeRecord> {
    return this.api.get<RecipeRecord>(one(id));
  }

  /** Recipes of this exact name (a create whose answer was lost is found by it). */
  async named(name: string): Promise<RecipeRecord[]> {
    return (await this.api.results<RecipeRecord>(RECIPES, { name, page_size: 50 })).filter((r) => r.name === name);
  }

  create(recipe: RecipeWrite): Promise<RecipeRecord> {
    return this.api.post<RecipeRecord>(RECIPES, recipe);
  }

  update(id: number, recipe: RecipeWrite): Promise<RecipeRecord> {
    return this.api.put<RecipeRecord>(one(id), recipe);
  }

  delete(id: number): Promise<void> {
    return this.api.delete(one(id));
  }

  /** The editor's search: `descricao` as the caller prepared it (upper-case, trimmed), one branch, 20 a page. */
  async searchProducts(descricao: string, branch: number, pageSize: number): Promise<Page<RecipeSearchProductRecord>> {
    const body = await this.api.get<{ total?: number; results: { produtos: RecipeSearchProductRecord[] } }>(SEARCH, {
      descricao,
      codfilial: branch,
      page: 1,
      page_size: pageSize,
    });
    const items = body.results?.produtos ?? [];
    return { total: body.total ?? items.length, items };
  }
}
