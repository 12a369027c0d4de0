// The branches domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { BranchesPage } from './views/BranchesPage';

export const branchPages = { filial: BranchesPage };
