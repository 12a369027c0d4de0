// 'Edição de Produto' (docs/areas/catalogue.md#product-edit): the ERP's codes and branch shown, the section ->
// category -> subcategory cascade, the pack quantity only when sold in packs and the unit weight only for KG, the 200
// KB image through lib/imageField. Type 5 sees every field read-only (no EDIT_PRODUCT in me.actions); 'Fora de linha'
// is editable only with EDIT_PRODUCT_OUT_OF_LINE (types 1 and 2). The gateway enforces both.
import type { ReactNode } from 'react';
import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import type { ProductCatalogueQuery, ProductCard_ProductFragment, ProductInput } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { AppDialog, DialogForm } from '../../lib/dialog';
import { ImageField } from '../../lib/imageField';
import { MoneyField } from '../../lib/moneyField';
import { Select } from '../../lib/select';
import { useDialogForm } from '../../lib/useDialogForm';
import { cascadeChoices, isWeighed, OFFER_TYPE_OPTIONS, PRODUCT_IMAGE, productFormOf, productInput, withCascade, type ProductFormValues } from '../form';

interface Props {
  product: ProductCard_ProductFragment | null;
  catalogue: ProductCatalogueQuery['productCatalogue'] | null;
  canEdit: boolean;
  canEditOutOfLine: boolean;
  loading: boolean;
  errors: Record<string, string>;
  onClose: () => void;
  onSubmit: (input: ProductInput) => void;
}

export function ProductEditDialog(props: Props) {
  return (
    <AppDialog
      isOpen={props.product !== null}
      title="Edição de Produto"
      onClose={props.onClose}
      className="product-edit-dialog"
      canOutsideClickClose={!props.loading}
    >
      {props.product && <EditForm key={props.product.id} {...props} product={props.product} />}
    </AppDialog>
  );
}

function EditForm({ product, catalogue, canEdit, canEditOutOfLine, loading, errors, onClose, onSubmit }: Props & { product: ProductCard_ProductFragment }) {
  const { values, setValues, set, shown, intent, uploading, submitWith, image, bounded } = useDialogForm<ProductFormValues>(
    () => productFormOf(product),
    errors,
    {
      bounds: INPUT_LIMITS.ProductInput,
    },
  );
  const readOnly = !canEdit || loading;
  const { categories, subcategories } = cascadeChoices(catalogue ?? [], values.sectionId, values.categoryId);
  const offerTypes = OFFER_TYPE_OPTIONS.some((o) => o.value === values.offerType)
    ? OFFER_TYPE_OPTIONS
    : [...OFFER_TYPE_OPTIONS, { value: values.offerType, label: product.offerType.label }];

  const field = (name: keyof ProductFormValues, label: string, control: ReactNode) => (
    <FormGroup label={label} labelFor={`produto-${name}`} intent={intent(name)} helperText={shown[name]}>
      {control}
    </FormGroup>
  );
  const text = (name: keyof ProductFormValues, label: string, numeric = false) =>
    field(
      name,
      label,
      <InputGroup
        id={`produto-${name}`}
        value={String(values[name])}
        inputMode={numeric ? 'decimal' : undefined}
        {...bounded(name)}
        disabled={readOnly}
        intent={intent(name)}
        onValueChange={(value) => set(name, value as never)}
      />,
    );
  const money = (name: 'salePrice' | 'tablePrice', label: string) =>
    field(
      name,
      label,
      readOnly ? (
        <InputGroup id={`produto-${name}`} value={`R$ ${values[name]}`} disabled />
      ) : (
        <MoneyField id={`produto-${name}`} value={values[name]} invalid={Boolean(shown[name])} onChange={(value) => set(name, value)} />
      ),
    );
  const choice = (name: 'sectionId' | 'categoryId' | 'subcategoryId', label: string, options: readonly { id: string; description: string }[]) =>
    field(
      name,
      label,
      <Select
        id={`produto-${name}`}
        fill
        value={values[name]}
        disabled={readOnly || !catalogue}
        onChange={(event) => setValues((v) => withCascade(v, { [name]: event.currentTarget.value }))}
        options={[{ value: '', label: 'Selecione' }, ...options.map((o) => ({ value: o.id, label: o.description }))]}
      />,
    );

  const body = (
    <div className="product-edit-grid">
      <p className="product-edit-codes">
        Código {product.code} · Código auxiliar {product.auxiliaryCode ?? '-'} · Filial {product.branch}
      </p>
      {text('description', 'Descrição')}
      {text('unit', 'Unidade')}
      {choice('sectionId', 'Seção', catalogue ?? [])}
      {choice('categoryId', 'Categoria', categories)}
      {choice('subcategoryId', 'Subcategoria', subcategories)}
      {money('salePrice', 'Preço de venda')}
      {money('tablePrice', 'Preço de tabela')}
      {text('stock', 'Estoque', true)}
      {text('minimumStock', 'Estoque mínimo', true)}
      {text('minimumPurchase', 'Quantidade mínima de compra', true)}
      {field(
        'offerType',
        'Tipo de oferta',
        <Select
          id="produto-offerType"
          fill
          value={values.offerType}
          disabled={readOnly}
          onChange={(event) => set('offerType', event.currentTarget.value)}
          options={offerTypes.map((o) => ({ value: o.value, label: o.label }))}
        />,
      )}
      <div className="product-edit-switches">
        <Switch label="Em oferta" checked={values.onOffer} disabled={readOnly} onChange={(event) => set('onOffer', event.currentTarget.checked)} />
        <Switch
          label="Fora de linha"
          checked={values.outOfLine}
          disabled={readOnly || !canEditOutOfLine}
          onChange={(event) => set('outOfLine', event.currentTarget.checked)}
        />
        {shown.outOfLine && <span className="product-edit-error">{shown.outOfLine}</span>}
        <Checkbox
          label="Vendido em múltiplos"
          checked={values.soldInPacks}
          disabled={readOnly}
          onChange={(event) => set('soldInPacks', event.currentTarget.checked)}
        />
      </div>
      {values.soldInPacks && text('packQuantity', 'Quantidade por embalagem', true)}
      {isWeighed(values.unit) && text('unitWeight', 'Peso unitário (kg)', true)}
      {field(
        'notes',
        'Observação',
        <TextArea
          id="produto-notes"
          fill
          value={values.notes}
          {...bounded('notes')}
          disabled={readOnly}
          onChange={(event) => set('notes', event.currentTarget.value)}
        />,
      )}
      <ImageField id="produto-imagem" label="Imagem" rule={PRODUCT_IMAGE} {...image('imageUrl')} disabled={readOnly} optional />
    </div>
  );

  if (!canEdit) {
    return (
      <>
        <DialogBody>{body}</DialogBody>
        <DialogFooter actions={<Button text="Fechar" onClick={onClose} />} />
      </>
    );
  }
  const submit = submitWith(productInput, onSubmit);
  return (
    <DialogForm submitText="Salvar" submitIcon="floppy-disk" loading={loading} submitDisabled={uploading || !catalogue} onCancel={onClose} onSubmit={submit}>
      {body}
    </DialogForm>
  );
}
