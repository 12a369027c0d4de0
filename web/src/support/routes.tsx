// Page routes of this domain ({ page, Component }), found and loaded as one chunk by app/pageRoutes.tsx.
// Until the screens are built each page shows the 'Em construção' state.
import type { PageRoute } from '../app/pageRoutes';
import { pendingPage } from '../app/UnderConstruction';

export const supportRoutes: PageRoute[] = [
  { page: 'configuracaoapp', Component: pendingPage('configuracaoapp') },
  { page: 'logbd', Component: pendingPage('logbd') },
  { page: 'logapi', Component: pendingPage('logapi') },
  { page: 'receitas', Component: pendingPage('receitas') },
  { page: 'relatorio', Component: pendingPage('relatorio') },
];
