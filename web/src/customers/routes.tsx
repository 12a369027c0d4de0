// Page routes of the customers domain ({ page, Component }), found and loaded by app/pageRoutes.tsx.
import type { PageRoute } from '../app/pageRoutes';
import CustomerSearchPage from './views/CustomerSearchPage';

export const customerRoutes: PageRoute[] = [{ page: 'cliente', Component: CustomerSearchPage }];
