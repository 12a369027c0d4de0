// 'Produtos' (page produto, types 1, 2, 3 and 5; docs/areas/catalogue.md#products): the branch (automatic for the
// branch-bound types 3 and 4, else chosen among the active branches after the warning), 'Todos os Produtos' and
// 'Filtrar Produtos', the card grid 4 per row and 8 per page with the wrap-around pager, and each card's menu.
// Branch, page and filter live in the URL.
import { useCallback, useEffect, useState } from 'react';
import { Button, Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { ProductCard_ProductFragment, ProductInput, ProductOfferInput } from '../../generated/graphql';
import { useSession } from '../../kernel/session';
import { prefixedError } from '../../lib/errors';
import { pageCount, writePaging } from '../../lib/listPaging';
import { useListUrlState } from '../../lib/listUrlState';
import { Select } from '../../lib/select';
import { useUrlDialog } from '../../lib/urlDialog';
import { failurePrefixes, useRecordSave, type RefusalToast } from '../../lib/useRecordSave';
import { WrappingPager } from '../../lib/wrappingPager';
import { DeleteOffersDialog } from '../components/DeleteOffersDialog';
import { ProductCard, type CardAction } from '../components/ProductCard';
import { ProductDetailsDialog } from '../components/ProductDetailsDialog';
import { ProductEditDialog } from '../components/ProductEditDialog';
import { ProductOffersDialog } from '../components/ProductOffersDialog';
import { ProductFilterDialog } from '../components/ProductFilterDialog';
import { PRODUCT_FIELD_LABELS, SAVE_FAILED } from '../form';
import { labelledErrorsText } from '../../lib/formMessages';
import { ActiveFilter } from '../../lib/ActiveFilter';
import { ProductBranchChoicesQuery, ProductCatalogueQuery, ProductsQuery, SaveProductOffersMutation, UpdateProductMutation } from '../queries';
import { useOffersDelete } from '../useOffersDelete';
import { PRODUCT_LIST_TOASTS, useProductListToasts } from '../useProductListToasts';
import { useProductRefresh } from '../useProductRefresh';
import { EMPTY_FILTER, hasFilter, productQueryFilter, readBranch, readFilter, writeBranch, writeFilter } from '../urls';
import { EmptyState } from '../../lib/emptyState';
import '../../lib/list.css';
import '../products.css';

export const PRODUCT_TEXTS = {
  chooseBranch: 'Selecione a filial para carregar os produtos!',
  noBranch: 'Selecione uma filial para visualizar seus respectivos produtos',
  empty: PRODUCT_LIST_TOASTS.none,
} as const;

/** A refused product save names its fields as the form labels them ('Erro ao Atualizar Produto: Estoque: ...'). */
const labelledRefusal: RefusalToast = (prefix, errors) => ({
  intent: 'danger',
  message: prefixedError(prefix, labelledErrorsText(errors, PRODUCT_FIELD_LABELS)),
});

export function ProductsPage() {
  const { me } = useSession();
  const [params, setParams] = useSearchParams();
  // Filter and page in the URL, as every list keeps them (lib/listUrlState); the branch beside them ('filial').
  const url = useListUrlState(readFilter, writeFilter);
  const filterDialog = useUrlDialog('filtro');
  const [details, setDetails] = useState<ProductCard_ProductFragment | null>(null);
  // The edit and offers dialogs: the product open in each, the gateway's field errors, and the save's toasts.
  const edit = useRecordSave<ProductCard_ProductFragment>(failurePrefixes(SAVE_FAILED.product, SAVE_FAILED.product), labelledRefusal);
  const editing = edit.form?.initial ?? null;
  const [update, { loading: saving }] = useMutation(UpdateProductMutation);
  const offersEdit = useRecordSave<ProductCard_ProductFragment>(failurePrefixes(SAVE_FAILED.offers, SAVE_FAILED.offers));
  const offersOf = offersEdit.form?.initial ?? null;
  const [saveOffers, { loading: savingOffers }] = useMutation(SaveProductOffersMutation);
  // What the gateway lets this user do (me.actions, from the one policy): type 5 reads the form only.
  const canEdit = me?.actions.includes('EDIT_PRODUCT') ?? false;
  const canEditOutOfLine = me?.actions.includes('EDIT_PRODUCT_OUT_OF_LINE') ?? false;
  // Types 3 and 4 see their own branch: the gateway applies it whatever is asked, so they send none.
  const boundBranch = me?.branchBound && me.branch != null ? me.branch : null;
  const chosenBranch = boundBranch ?? readBranch(params);
  const page = url.paging.page;
  const filter = url.filter;

  const branches = useQuery(ProductBranchChoicesQuery);
  const products = useQuery(ProductsQuery, {
    variables: { filter: productQueryFilter(boundBranch === null ? chosenBranch : null, filter), page },
    skip: chosenBranch === null,
    notifyOnNetworkStatusChange: true,
  });
  const catalogue = useQuery(ProductCatalogueQuery, { skip: filterDialog.value === null && editing === null });
  const list = (products.data ?? products.previousData)?.products;
  const canRefresh = me?.actions.includes('REFRESH_PRODUCT') ?? false;
  const expectAnswer = useProductListToasts(products, branches.error);
  const reloadProducts = useCallback(() => {
    expectAnswer('reload');
    void products.refetch().catch(() => undefined);
  }, [products, expectAnswer]);
  const { refreshing, refresh } = useProductRefresh(reloadProducts);
  const offersDelete = useOffersDelete();
  // A search the person asked for: the URL's filter changes, or the same filter is read again.
  // Submitted from the filter dialog (`closing`), the search replaces the dialog's history entry.
  const search = (next: typeof filter, closing?: string) => {
    expectAnswer('search');
    if (writeFilter(params, next).toString() === writeFilter(params, filter).toString()) void products.refetch().catch(() => undefined);
    url.setFilter(next, closing);
  };

  // A page past the end (an old link, a narrower filter) moves to the last page.
  const lastPage = list ? pageCount(list.total, list.pageSize) : 1;
  useEffect(() => {
    if (list && page > lastPage) setParams((current) => writePaging(current, { ...url.paging, page: lastPage }), { replace: true });
  }, [list, page, lastPage, setParams, url.paging]);

  const branchOptions = branches.data?.branchChoices ?? [];
  const boundName = branchOptions.find((b) => b.code === boundBranch)?.name;
  const actionsOf = (product: ProductCard_ProductFragment): CardAction[] => [
    { text: 'Editar Produto', icon: 'edit', onClick: () => edit.open({ id: product.id, initial: product }) },
    { text: 'Editar Ofertas', icon: 'tag', onClick: () => offersEdit.open({ id: product.id, initial: product }) },
    { text: 'Informações do Produto', icon: 'info-sign', onClick: () => setDetails(product) },
    ...(canRefresh && product.canUpdate ? [{ text: 'Atualizar Produto', icon: 'refresh' as const, onClick: () => void refresh(product.id) }] : []),
    // docs/decisions/0015-products-belong-to-the-erp.md: the card's delete removes the product's offers (the product
    // stays the ERP's).
    ...(canEdit && (product.offers.length > 0 || product.onOffer)
      ? [{ text: 'Excluir Ofertas', icon: 'trash' as const, onClick: () => offersDelete.ask(product) }]
      : []),
  ];

  const submitOffers = (offers: ProductOfferInput[]) =>
    void offersEdit.save(async ({ id }) => (await saveOffers({ variables: { productId: id!, offers } })).data?.saveProductOffers);

  const save = (input: ProductInput) => void edit.save(async ({ id }) => (await update({ variables: { id: id!, input } })).data?.updateProduct);

  return (
    <div className="list-page" data-page-ready={chosenBranch === null ? (branches.data ? true : undefined) : list || products.error ? true : undefined}>
      <header className="list-header">
        <h2>Produtos</h2>
        {chosenBranch !== null && hasFilter(filter) && <ActiveFilter onClear={() => search(EMPTY_FILTER)} />}
        {chosenBranch !== null && (
          <div className="list-header-actions">
            <Button icon="list" text="Todos os Produtos" disabled={!hasFilter(filter)} onClick={() => search(EMPTY_FILTER)} />
            <Button icon="filter" intent="primary" text="Filtrar Produtos" onClick={() => filterDialog.open()} />
          </div>
        )}
      </header>
      <div className="product-branch-bar">
        {boundBranch !== null ? (
          <FormGroup label="Filial" labelFor="produto-filial">
            <output id="produto-filial">{boundName ? `${boundBranch} - ${boundName}` : boundBranch}</output>
          </FormGroup>
        ) : (
          <FormGroup label="Filial" labelFor="produto-filial">
            <Select
              id="produto-filial"
              value={chosenBranch ?? ''}
              disabled={branches.loading}
              onChange={(event) => setParams((current) => writeBranch(current, event.currentTarget.value ? Number(event.currentTarget.value) : null))}
              options={[{ value: '', label: 'Selecione a filial' }, ...branchOptions.map((b) => ({ value: b.code, label: `${b.code} - ${b.name}` }))]}
            />
          </FormGroup>
        )}
        {chosenBranch === null && (
          <Callout intent="warning" icon="warning-sign" compact>
            {PRODUCT_TEXTS.chooseBranch}
          </Callout>
        )}
      </div>
      {chosenBranch === null && <EmptyState icon="office" title={PRODUCT_TEXTS.noBranch} />}
      {chosenBranch !== null && !list && products.loading && <Spinner aria-label="Carregando produtos" />}
      {chosenBranch !== null && !list && !products.loading && products.error && (
        <EmptyState
          icon="error"
          title="Não foi possível carregar os produtos"
          action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void products.refetch().catch(() => undefined)} />}
        />
      )}
      {chosenBranch !== null && list && list.items.length === 0 && <EmptyState icon="search" title={PRODUCT_TEXTS.empty} />}
      {chosenBranch !== null && list && list.items.length > 0 && (
        <ul className="product-grid" aria-label="Produtos">
          {list.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} actions={actionsOf(product)} busy={refreshing === product.id} />
            </li>
          ))}
        </ul>
      )}
      {chosenBranch !== null && list && list.total > 0 && (
        <WrappingPager
          total={list.total}
          page={page}
          pages={lastPage}
          jumpId="produto-ir-pagina"
          onChange={(next) => url.setPaging({ ...url.paging, page: next })}
        />
      )}
      <ProductFilterDialog
        open={filterDialog.value !== null}
        value={filter}
        sections={catalogue.data?.productCatalogue ?? []}
        onClose={filterDialog.close}
        // The search replaces the dialog's history entry: Back then leads to the list before the dialog was opened.
        onSubmit={(next) => search(next, 'filtro')}
      />
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
      <DeleteOffersDialog product={offersDelete.target} loading={offersDelete.loading} onClose={offersDelete.close} onConfirm={offersDelete.confirm} />
      <ProductOffersDialog
        product={offersOf}
        canEdit={canEdit}
        loading={savingOffers}
        errors={offersEdit.errors}
        onClose={() => !savingOffers && offersEdit.close()}
        onSubmit={submitOffers}
      />
      <ProductEditDialog
        product={editing}
        catalogue={catalogue.data?.productCatalogue ?? null}
        canEdit={canEdit}
        canEditOutOfLine={canEditOutOfLine}
        loading={saving}
        errors={edit.errors}
        onClose={() => !saving && edit.close()}
        onSubmit={save}
      />
    </div>
  );
}
