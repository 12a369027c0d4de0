// The coverage domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { CoverageAreasPage } from './views/CoverageAreasPage';
import { PostalCodesPage } from './views/PostalCodesPage';

export const coveragePages = { area: CoverageAreasPage, cep: PostalCodesPage };
