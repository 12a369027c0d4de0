// Answers and rendering shared by the 'Produtos' view tests (mocked GraphQL, a router with the URL shown).
import { render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ProductFilter } from '../../generated/graphql';
import { ProductBranchChoicesQuery, ProductsQuery } from '../queries';
import { ProductsPage } from './ProductsPage';

export const branchesAnswer: MockLink.MockedResponse = {
  request: { query: ProductBranchChoicesQuery },
  result: {
    data: {
      branchChoices: [
        { __typename: 'Branch', code: 17, name: 'Centro' },
        { __typename: 'Branch', code: 18, name: 'Bairro' },
      ],
    },
  },
  maxUsageCount: 5,
};

export function product(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Product' as const,
    id: String(id),
    code: 10000 + id,
    auxiliaryCode: `789${id}`,
    branch: 17,
    description: `PRODUTO ${id}`,
    unit: 'UN',
    section: { __typename: 'CatalogueEntry' as const, id: '1', description: 'Mercearia' },
    category: { __typename: 'CatalogueEntry' as const, id: '2', description: 'Grãos' },
    subcategory: { __typename: 'CatalogueEntry' as const, id: '3', description: 'Arroz' },
    salePrice: '10.00',
    tablePrice: '10.00',
    priceDisplay: { __typename: 'ProductPriceDisplay' as const, price: '10.00', struckPrice: null },
    canUpdate: false,
    outOfLine: false,
    stock: '50',
    minimumStock: '5',
    belowMinimumStock: false,
    minimumPurchase: '1',
    onOffer: false,
    offerType: { __typename: 'OfferTypeName' as const, code: 'V', label: 'Sem oferta' },
    soldInPacks: false,
    packQuantity: null,
    unitWeight: null,
    notes: null,
    imageUrl: null,
    registeredOn: '2026-01-10',
    updatedAt: '2026-11-20T13:05:00Z',
    offers: [],
    ...extra,
  };
}
export const offer = (id: number, code: string, label: string, price: string, min = '0', max = '0') => ({
  __typename: 'ProductOffer' as const,
  id: String(id),
  type: { __typename: 'OfferTypeName' as const, code, label },
  price,
  minQuantity: min,
  maxQuantity: max,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
});
export const listAnswer = (filter: ProductFilter, page: number, total: number, items: ReturnType<typeof product>[], branch = 17): MockLink.MockedResponse => ({
  request: { query: ProductsQuery, variables: { filter, page } },
  result: { data: { products: { __typename: 'ProductPage', total, pageSize: 8, branch, items } } },
});
export const eight = (from: number) => Array.from({ length: 8 }, (_, i) => product(from + i));

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

export function renderPage(mocks: MockLink.MockedResponse[], url = '/dashboard/produto/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <ProductsPage />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}
export const search = () => screen.getByTestId('location').textContent;
