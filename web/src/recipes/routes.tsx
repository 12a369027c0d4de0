// The recipes domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { RecipesPage } from './views/RecipesPage';

export const recipePages = { receitas: RecipesPage };
