// The branches domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import { BranchesPage } from './views/BranchesPage';
import { SchedulePage } from './views/SchedulePage';

export const branchPages = { filial: BranchesPage, horario: SchedulePage };
