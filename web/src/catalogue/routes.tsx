// Page routes of this domain ({ page, Component }), found and loaded as one chunk by app/pageRoutes.tsx.
// Until the screens are built each page shows the 'Em construção' state.
import type { PageRoute } from '../app/pageRoutes';
import { pendingPage } from '../app/UnderConstruction';

export const catalogueRoutes: PageRoute[] = [
  { page: 'area', Component: pendingPage('area') },
  { page: 'cep', Component: pendingPage('cep') },
  { page: 'secao', Component: pendingPage('secao') },
  { page: 'destaque', Component: pendingPage('destaque') },
  { page: 'filial', Component: pendingPage('filial') },
  { page: 'pagamento', Component: pendingPage('pagamento') },
  { page: 'notificacao', Component: pendingPage('notificacao') },
  { page: 'produto', Component: pendingPage('produto') },
  { page: 'horario', Component: pendingPage('horario') },
  { page: 'funcionamento', Component: pendingPage('funcionamento') },
  { page: 'configuracoes', Component: pendingPage('configuracoes') },
];
