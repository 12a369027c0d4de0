// The highlights domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { HighlightsPage } from './views/HighlightsPage';

export const highlightPages = { destaque: HighlightsPage };
