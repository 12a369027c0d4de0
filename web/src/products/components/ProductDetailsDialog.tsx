// 'Informações do Produto' (spec 001 section 2.8): every field of the card's product, read-only.
import { DialogBody, DialogFooter, Button } from '@blueprintjs/core';
import type { ProductCard_ProductFragment } from '../../generated/graphql';
import { AppDialog } from '../../lib/dialog';
import { formatDate, formatDateTimeMinutes, formatMoney } from '../../lib/format';
import { offerLine } from './ProductCard';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const number = (value: string | null | undefined) => (value == null ? '-' : String(Number(value)).replace('.', ','));

export function ProductDetailsDialog({ product, onClose }: { product: ProductCard_ProductFragment | null; onClose: () => void }) {
  const rows: [string, string][] = product
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
        ...(product.unit === 'KG' ? ([['Peso unitário', number(product.unitWeight)]] as [string, string][]) : []),
        ['Observação', product.notes ?? '-'],
        ['Cadastrado em', formatDate(product.registeredOn)],
        ['Última atualização', formatDateTimeMinutes(product.updatedAt)],
        ['Ofertas', product.offers.length ? product.offers.map((o) => offerLine(o, product.unit)).join(' · ') : '-'],
      ]
    : [];
  return (
    <AppDialog isOpen={product !== null} title="Informações do Produto" onClose={onClose}>
      <DialogBody>
        <dl className="product-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </DialogBody>
      <DialogFooter actions={<Button text="Fechar" onClick={onClose} />} />
    </AppDialog>
  );
}
