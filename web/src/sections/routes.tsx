// The sections domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { SectionsPage } from './views/SectionsPage';

export const sectionPages = { secao: SectionsPage };
