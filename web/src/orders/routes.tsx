// The orders domain's pages, one chunk loaded by the shell's page registry (app/pages.ts).
import './icons';
import { OpenOrdersPage } from './views/OpenOrdersPage';
import { CompletedOrdersPage } from './views/CompletedOrdersPage';
import { CancelledOrdersPage } from './views/CancelledOrdersPage';

export const orderPages = {
  pedido: OpenOrdersPage,
  pedidosconcluidos: CompletedOrdersPage,
  pedidoscancelados: CancelledOrdersPage,
};
