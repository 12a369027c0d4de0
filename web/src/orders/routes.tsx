// Page routes of the orders domain ({ page, Component }), found and loaded as one chunk by app/pageRoutes.tsx.
import type { PageRoute } from '../app/pageRoutes';
import './icons';
import OpenOrdersPage from './views/OpenOrdersPage';
import CompletedOrdersPage from './views/CompletedOrdersPage';
import CancelledOrdersPage from './views/CancelledOrdersPage';

export const orderRoutes: PageRoute[] = [
  { page: 'pedido', Component: OpenOrdersPage },
  { page: 'pedidosconcluidos', Component: CompletedOrdersPage },
  { page: 'pedidoscancelados', Component: CancelledOrdersPage },
];
