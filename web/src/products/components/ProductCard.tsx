// A product card (docs/areas/catalogue.md#products): image (placeholder when none), description, offer chip, the price
// as the gateway's priceDisplay says (table price struck through for offer types other than V and L), the offer
// tiers, the can-update and out-of-line icons with their tooltips, the minimum-stock alert and the card's menu.
import type { ReactNode } from 'react';
import { Button, Card, Icon, Menu, MenuItem, Popover, Tag, Tooltip } from '@blueprintjs/core';
import { StoredImage } from '../../lib/storedImage';
import type { ProductCard_ProductFragment } from '../../generated/graphql';
import { formatDateTimeMinutes, formatMoney } from '../../lib/format';

export const MINIMUM_STOCK_ALERT = 'Produto com Estoque abaixo do mínimo';

/** One action of the card's menu; disabled ones stay visible with their reason. */
export interface CardAction {
  text: string;
  icon: 'edit' | 'tag' | 'info-sign' | 'refresh' | 'trash';
  onClick: () => void;
  disabled?: boolean;
}

const quantity = (value: string) => String(Number(value));

/** The offer tiers: type L by quantity ('1 a 3 un.'), the others by their dates. */
export function offerLine(offer: ProductCard_ProductFragment['offers'][number], unit: string | null): string {
  if (offer.type.code === 'L')
    return `${quantity(offer.minQuantity)} a ${quantity(offer.maxQuantity)} ${(unit ?? 'un').toLowerCase()}.: ${formatMoney(offer.price)}`;
  return `${offer.type.label}: ${formatMoney(offer.price)}`;
}

function IconTip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <Tooltip content={content} placement="top">
      <span className="product-icon" tabIndex={0} aria-label={content}>
        {children}
      </span>
    </Tooltip>
  );
}

interface Props {
  product: ProductCard_ProductFragment;
  actions: readonly CardAction[];
  /** A refresh of this product is under way: the menu waits for it (docs/areas/catalogue.md#erp-refresh). */
  busy?: boolean;
}

export function ProductCard({ product, actions, busy }: Props) {
  const { price, struckPrice } = product.priceDisplay;
  return (
    <Card className="product-card" elevation={1}>
      <div className="product-card-top">
        <div className="product-icons">
          {product.canUpdate && (
            <IconTip content={`Pode ser atualizado pelo ERP · Última atualização: ${formatDateTimeMinutes(product.updatedAt)}`}>
              <Icon icon="automatic-updates" intent="primary" />
            </IconTip>
          )}
          {product.outOfLine && (
            <IconTip content="Produto fora de linha">
              <Icon icon="disable" intent="danger" />
            </IconTip>
          )}
        </div>
        <Popover
          placement="bottom-end"
          disabled={busy}
          content={
            <Menu aria-label={`Ações de ${product.description}`}>
              {actions.map((action) => (
                <MenuItem key={action.text} icon={action.icon} text={action.text} disabled={action.disabled} onClick={action.onClick} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" icon="more" loading={busy} aria-label={`Ações de ${product.description}`} disabled={busy} />
        </Popover>
      </div>
      <StoredImage url={product.imageUrl} alt={product.description} className="product-image" lazy />
      <h3 className="product-name">{product.description}</h3>
      <span className="product-codes">
        Cód. {product.code}
        {product.auxiliaryCode ? ` · ${product.auxiliaryCode}` : ''}
      </span>
      {product.onOffer && (
        <Tag intent="warning" round className="product-offer-chip">
          {product.offerType.label}
        </Tag>
      )}
      <div className="product-prices">
        {struckPrice && (
          <s className="product-struck" title="Preço de tabela">
            {formatMoney(struckPrice)}
          </s>
        )}
        <strong className="product-price">{formatMoney(price)}</strong>
        {product.unit && <span className="product-unit">/{product.unit}</span>}
      </div>
      {product.offers.length > 0 && (
        <ul className="product-tiers" aria-label={`Ofertas de ${product.description}`}>
          {product.offers.map((offer) => (
            <li key={offer.id}>{offerLine(offer, product.unit)}</li>
          ))}
        </ul>
      )}
      {product.belowMinimumStock && (
        <p className="product-stock-alert" role="status">
          <Icon icon="warning-sign" size={12} /> {MINIMUM_STOCK_ALERT}
        </p>
      )}
    </Card>
  );
}
