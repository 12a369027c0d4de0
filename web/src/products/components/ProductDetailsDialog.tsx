// 'Informações do Produto' (docs/areas/catalogue.md#products): every field of the card's product, read-only.
import type { ProductCard_ProductFragment } from '../../generated/graphql';
import { DetailsDialog, DetailsList, type DetailRow } from '../../lib/detailsDialog';
import { formatDate, formatDateTimeMinutes, formatMoney } from '../../lib/format';
import { offerLine } from './ProductCard';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const number = (value: string | null | undefined) => (value == null ? '-' : String(Number(value)).replace('.', ','));

export function ProductDetailsDialog({ product, onClose }: { product: ProductCard_ProductFragment | null; onClose: () => void }) {
  const rows: DetailRow[] = product
    ? [
        ['Descrição', product.description],
        ['Código', String(product.code)],
        ['Código auxiliar', product.auxiliaryCode ?? '-'],
        ['Filial', String(product.branch)],
        ['Unidade', product.unit ?? '-'],
        ['Seção', product.section?.description ?? '-'],
        ['Categoria', product.category?.description ?? '-'],
        ['Subcategoria', product.subcategory?.description ?? '-'],
        ['Preço de venda', formatMoney(product.salePrice)],
        ['Preço de tabela', formatMoney(product.tablePrice)],
        ['Em oferta', yesNo(product.onOffer)],
        ['Tipo de oferta', product.offerType.label],
        ['Fora de linha', yesNo(product.outOfLine)],
        ['Estoque', number(product.stock)],
        ['Estoque mínimo', number(product.minimumStock)],
        ['Quantidade mínima de compra', number(product.minimumPurchase)],
        ['Vendido em múltiplos', product.soldInPacks ? `Sim (${number(product.packQuantity)})` : 'Não'],
        ...(product.unit === 'KG' ? ([['Peso unitário', number(product.unitWeight)]] as DetailRow[]) : []),
        ['Observação', product.notes ?? '-'],
        ['Cadastrado em', formatDate(product.registeredOn)],
        ['Última atualização', formatDateTimeMinutes(product.updatedAt)],
        ['Ofertas', product.offers.length ? product.offers.map((o) => offerLine(o, product.unit)).join(' · ') : '-'],
      ]
    : [];
  return (
    <DetailsDialog isOpen={product !== null} title="Informações do Produto" onClose={onClose}>
      <DetailsList rows={rows} className="product-details" />
    </DetailsDialog>
  );
}
