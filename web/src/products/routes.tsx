// The products domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { ProductsPage } from './views/ProductsPage';

export const productPages = { produto: ProductsPage };
