-- The product's sale price when each offer was made (set by the API on create), so deleting a product's offers can
-- give it back the price it had before them (docs/contracts/product-api.md#extensions, previousOfferPrice). Offers made
-- before this column have none: their product's price is then left as it is.
ALTER TABLE ofertas ADD COLUMN pvenda_anterior numeric(14,3);
