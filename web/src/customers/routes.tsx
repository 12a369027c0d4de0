// The customers domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { CustomerSearchPage } from './views/CustomerSearchPage';

export const customerPages = { cliente: CustomerSearchPage };
