import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Session } from '../auth/session';
import type { CustomerRecord } from '../upstreams/product-api/customers';
import type { OrderRecord } from '../upstreams/product-api/orders';
import type { OrderItemSource } from '../domains/orders/mappers';
import type { AmountsSource } from '../domains/orders/amounts-read';
import type { AmountStep } from '../domains/orders/amounts';
import type { CancellationRecord } from '../upstreams/product-api/cancellations';
import type { BranchSource } from '../kit/branch-source';
import type { ProductSource } from '../domains/products/mappers';
import type { StaffRecord } from '../upstreams/product-api/staff';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day as YYYY-MM-DD, e.g. '2026-03-10'. */
  Date: { input: string; output: string; }
  /** An instant as an ISO 8601 string with its offset, e.g. '2026-03-10T14:30:00-03:00'. */
  DateTime: { input: Date | string; output: Date | string; }
  /** A decimal amount as a string with a dot ('1234.500'), exact as the upstream keeps it; the web formats it as BRL. */
  Decimal: { input: string; output: string; }
};

/** A postal address (endereco) of a customer or an order. */
export type Address = {
  __typename?: 'Address';
  /** City (cidade) */
  city?: Maybe<Scalars['String']['output']>;
  /** Complement (complemento) */
  complement?: Maybe<Scalars['String']['output']>;
  /** Id of the address */
  id: Scalars['ID']['output'];
  /** Neighbourhood (bairro) */
  neighbourhood?: Maybe<Scalars['String']['output']>;
  /** Number (numero) */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code, 8 digits (cep) */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** State (estado) */
  state?: Maybe<Scalars['String']['output']>;
  /** Street (endereco) */
  street?: Maybe<Scalars['String']['output']>;
  /** Street type or full street line (logradouro) */
  streetLine?: Maybe<Scalars['String']['output']>;
};

/** A status change of an order: the target status and what that target needs (picker, deliveryman, reason). */
export type AdvanceOrderStatusInput = {
  /** Required when the target is E on a delivery order */
  deliverymanId?: InputMaybe<Scalars['ID']['input']>;
  /** The order's number (id) */
  orderId: Scalars['ID']['input'];
  /** Required when the target is S */
  pickerId?: InputMaybe<Scalars['ID']['input']>;
  /** Required when the target is X */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The status to move it to */
  target: OrderStatus;
};

/** An application-log entry (detalhe-application-logs): one change made through the panel. */
export type ApiLogEntry = Node & {
  __typename?: 'ApiLogEntry';
  /** The record after the change, JSON text with secrets redacted; null when there is none (dadoDepois) */
  after?: Maybe<Scalars['String']['output']>;
  /** When the change was made (dataHora) */
  at: Scalars['DateTime']['output'];
  /** The record before the change, JSON text with secrets redacted; null when there was none (dadoAntes) */
  before?: Maybe<Scalars['String']['output']>;
  /** Id of the api log entry */
  id: Scalars['ID']['output'];
  /** POST, PUT or DELETE as stored (metodo) */
  method: Scalars['String']['output'];
  /** The table it changed (tabela) */
  table: Scalars['String']['output'];
  /** Who made it (usuario); null when the entry names no user */
  user?: Maybe<LogUser>;
};

/** The 'Log API' filter: user, start and end day, method; an empty filter shows all. */
export type ApiLogFilter = {
  /** First day (São Paulo), inclusive */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only entries with this method */
  method?: InputMaybe<ApiLogMethod>;
  /** Last day (São Paulo), inclusive */
  to?: InputMaybe<Scalars['Date']['input']>;
  /** The user's id (a LogUser.id from logUsers) */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A method of the application log (docs/areas/staff-and-support.md#constants). */
export type ApiLogMethod =
  /** A record deleted */
  | 'DELETE'
  /** A record created */
  | 'POST'
  /** A record changed */
  | 'PUT';

/** One page of apiLogs (the shared list contract): the rows asked and the total of every match */
export type ApiLogPage = ListPage & {
  __typename?: 'ApiLogPage';
  /** The api log entry rows of the page asked, in the list's order */
  items: Array<ApiLogEntry>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** The mobile apps' settings (application-settings, one record). */
export type AppSettings = {
  __typename?: 'AppSettings';
  /** Android package name (package_name_android); optional */
  androidPackageName?: Maybe<Scalars['String']['output']>;
  /** Android update required (att_obrigatoria_android) */
  androidUpdateRequired: Scalars['Boolean']['output'];
  /** Android version (versao_android) */
  androidVersion: Scalars['String']['output'];
  /** App Store link (url_app_store) */
  appStoreUrl: Scalars['String']['output'];
  /** Id of the app settings */
  id: Scalars['ID']['output'];
  /** iOS bundle name (package_name_ios); optional */
  iosPackageName?: Maybe<Scalars['String']['output']>;
  /** iOS update required (att_obrigatoria_ios) */
  iosUpdateRequired: Scalars['Boolean']['output'];
  /** iOS version (versao_ios) */
  iosVersion: Scalars['String']['output'];
  /** The client app shows its maintenance screen (manutencao) */
  maintenance: Scalars['Boolean']['output'];
  /** Picker app update required (att_obrig_separador) */
  pickerAppUpdateRequired: Scalars['Boolean']['output'];
  /** Picker app version (versao_app_separador) */
  pickerAppVersion: Scalars['String']['output'];
  /** Play Store link (url_play_store) */
  playStoreUrl: Scalars['String']['output'];
  /** Support link (url_suporte) */
  supportUrl: Scalars['String']['output'];
};

/** The settings form: links and versions required ('Campo obrigatório!'), package names optional. */
export type AppSettingsInput = {
  /** Android package name (package_name_android); optional */
  androidPackageName?: InputMaybe<Scalars['String']['input']>;
  /** Android update required (att_obrigatoria_android) */
  androidUpdateRequired: Scalars['Boolean']['input'];
  /** Android version (versao_android) */
  androidVersion: Scalars['String']['input'];
  /** App Store link (url_app_store) */
  appStoreUrl: Scalars['String']['input'];
  /** iOS bundle name (package_name_ios); optional */
  iosPackageName?: InputMaybe<Scalars['String']['input']>;
  /** iOS update required (att_obrigatoria_ios) */
  iosUpdateRequired: Scalars['Boolean']['input'];
  /** iOS version (versao_ios) */
  iosVersion: Scalars['String']['input'];
  /** The client app shows its maintenance screen (manutencao) */
  maintenance: Scalars['Boolean']['input'];
  /** Picker app update required (att_obrig_separador) */
  pickerAppUpdateRequired: Scalars['Boolean']['input'];
  /** Picker app version (versao_app_separador) */
  pickerAppVersion: Scalars['String']['input'];
  /** Play Store link (url_play_store) */
  playStoreUrl: Scalars['String']['input'];
  /** Support link (url_suporte) */
  supportUrl: Scalars['String']['input'];
};

/** What saveAppSettings answers: the saved app settings, or the expected failures in errors */
export type AppSettingsPayload = {
  __typename?: 'AppSettingsPayload';
  /** The app settings as saved; null when errors is not empty */
  appSettings?: Maybe<AppSettings>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Configurações atualizadas com sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** Whether a feature that rests on a product API extension (probed at start, /readyz) is offered by this server. */
export type Availability = {
  __typename?: 'Availability';
  /** False only when the start probe found the extension absent; an unknown one is tried */
  available: Scalars['Boolean']['output'];
  /** When not available, the Portuguese sentence the page shows in the feature's place; null otherwise */
  note?: Maybe<Scalars['String']['output']>;
};

/** A branch (filial) of the supermarket: its code and name for everyone, the rest for the 'filial' page. */
export type Branch = Node & {
  __typename?: 'Branch';
  /** Street address (endereco) */
  address?: Maybe<Scalars['String']['output']>;
  /** City (cidade) */
  city?: Maybe<Scalars['String']['output']>;
  /** CNPJ (cnpj), as stored */
  cnpj?: Maybe<Scalars['String']['output']>;
  /** Branch code (codFilial) */
  code: Scalars['Int']['output'];
  /** Contact (contato) */
  contact?: Maybe<Scalars['String']['output']>;
  /** The branch's delivery periods (filiais/{codFilial}/horarios/), by type and start */
  deliveryPeriods?: Maybe<Array<BranchDeliveryPeriod>>;
  /** The branch code (codFilial) as an id: branches are referred to by their code, which never changes */
  id: Scalars['ID']['output'];
  /** Image URL (imagem): a 1039x519 JPEG of the storage folder 'filiais' */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Map link (url_maps) */
  mapsUrl?: Maybe<Scalars['String']['output']>;
  /** Company name (razaoSocial) */
  name: Scalars['String']['output'];
  /** Neighbourhood (bairro) */
  neighbourhood?: Maybe<Scalars['String']['output']>;
  /** Street number (numero) */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code (cep), as stored */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** State (estado) */
  state?: Maybe<Scalars['String']['output']>;
  /** Status (status) */
  status?: Maybe<BranchStatus>;
  /** WhatsApp link (url_whatsapp) */
  whatsappUrl?: Maybe<Scalars['String']['output']>;
};

/** A delivery period of a branch (horarios-filiais) with its times (horarios-entrega). */
export type BranchDeliveryPeriod = Node & {
  __typename?: 'BranchDeliveryPeriod';
  /** End time HH:mm (horaFim) */
  end: Scalars['String']['output'];
  /** Id of the branch delivery period */
  id: Scalars['ID']['output'];
  /** Maximum deliveries (quantidade) */
  maxDeliveries: Scalars['Int']['output'];
  /** Delivery period id (horario) */
  periodId: Scalars['ID']['output'];
  /** Start time HH:mm (horaInicio) */
  start: Scalars['String']['output'];
  /** Schedule type (tipo) */
  type: ScheduleType;
};

/** A branch's delivery period: which period, how many deliveries it takes, and its schedule type. */
export type BranchDeliveryPeriodInput = {
  /** Maximum deliveries (quantidade), min 0 */
  maxDeliveries: Scalars['Int']['input'];
  /** Delivery period id (horario); on edit, absent keeps the current one */
  periodId?: InputMaybe<Scalars['ID']['input']>;
  /** Schedule type (tipo) */
  type: ScheduleType;
};

/** What the branch delivery period mutations (createBranchDeliveryPeriod and the others) answer: the saved branch delivery period, or the expected failures in errors */
export type BranchDeliveryPeriodPayload = {
  __typename?: 'BranchDeliveryPeriodPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Horário da Filial Adicionado com Sucesso!' or 'Horário da Filial Atualizado Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The branch delivery period as saved; null when errors is not empty */
  period?: Maybe<BranchDeliveryPeriod>;
};

/** The filters of branches; every field is optional and each one given narrows the list */
export type BranchFilter = {
  /** Only branches with this status */
  status?: InputMaybe<BranchStatus>;
};

/** The branch form (every field required but the image, as docs/areas/catalogue.md#validation says). */
export type BranchInput = {
  /** Street address (endereco) */
  address: Scalars['String']['input'];
  /** City (cidade) */
  city: Scalars['String']['input'];
  /** CNPJ (cnpj), numeric or alphanumeric, with or without punctuation */
  cnpj: Scalars['String']['input'];
  /** Branch code (codFilial); fixed once the branch exists */
  code: Scalars['Int']['input'];
  /** Contact (contato) */
  contact: Scalars['String']['input'];
  /** A JPEG of exactly 1039x519 px already uploaded to the storage folder 'filiais' (createImageUpload) */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Map link (url_maps) */
  mapsUrl: Scalars['String']['input'];
  /** Company name (razaoSocial) */
  name: Scalars['String']['input'];
  /** Neighbourhood (bairro) */
  neighbourhood: Scalars['String']['input'];
  /** Street number (numero) */
  number: Scalars['String']['input'];
  /** Postal code (cep), 8 digits with or without punctuation ('64220000', '64220-000', '64.220-000') */
  postalCode: Scalars['String']['input'];
  /** State (estado), two letters */
  state: Scalars['String']['input'];
  /** Status (status) */
  status: BranchStatus;
  /** WhatsApp link (url_whatsapp) */
  whatsappUrl: Scalars['String']['input'];
};

/** One page of branches (the shared list contract): the rows asked and the total of every match */
export type BranchPage = ListPage & {
  __typename?: 'BranchPage';
  /** The branch rows of the page asked, in the list's order */
  items: Array<Branch>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createBranch and updateBranch answer: the saved branch, or the expected failures in errors */
export type BranchPayload = {
  __typename?: 'BranchPayload';
  /** The branch as saved; null when errors is not empty */
  branch?: Maybe<Branch>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** Success text to show ('Filial Cadastrada Com Sucesso!' or 'Filial Atualizada Com Sucesso!') */
  message?: Maybe<Scalars['String']['output']>;
};

/** A schedule type ticked on the new-branch form: its periods and the maximum deliveries of each. */
export type BranchScheduleInput = {
  /** Maximum deliveries (quantidade), min 0 */
  maxDeliveries: Scalars['Int']['input'];
  /** Delivery period ids (horarios-entrega) */
  periodIds: Array<Scalars['ID']['input']>;
  /** The schedule type ticked */
  type: ScheduleType;
};

/** A branch's general settings (configuracoes-gerais, confGeral), grouped as the form's six sections. */
export type BranchSettings = {
  __typename?: 'BranchSettings';
  /** Item limit of an additional order (limItemPedAdd) */
  additionalOrderItemLimit?: Maybe<Scalars['Int']['output']>;
  /** Branch code (filial) */
  branch: Scalars['Int']['output'];
  /** ERP (Winthor) code of the delivery fee (codTaxaEntregaWinthor) */
  deliveryFeeErpCode?: Maybe<Scalars['String']['output']>;
  /** Product id of the delivery fee (idProdTaxaEntrega) */
  deliveryFeeProductId?: Maybe<Scalars['Int']['output']>;
  /** Interval between deliveries, minutes (intervaloEntrega) */
  deliveryIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  /** The settings record id; null when the branch has none yet (the form then creates it) */
  id?: Maybe<Scalars['ID']['output']>;
  /** Whether a loyalty platform password (cvPassword) is stored; the password itself is never answered */
  loyaltyPasswordSet: Scalars['Boolean']['output'];
  /** Loyalty platform user (cvUsername) */
  loyaltyUsername?: Maybe<Scalars['String']['output']>;
  /** Minimum purchase for store pickup (vlrMinRetiradaLoja) */
  minimumPickupPurchase?: Maybe<Scalars['Decimal']['output']>;
  /** Minimum purchase in the app (vlrMinCompraApp) */
  minimumPurchase?: Maybe<Scalars['Decimal']['output']>;
  /** Postal code whose neighbourhoods the coverage page offers (codCepBuscaBairro) */
  neighbourhoodPostalCode?: Maybe<Scalars['String']['output']>;
  /** How many delivery periods must be free before the next day is searched (qtdMinHorarios) */
  nextDaySearchLimit?: Maybe<Scalars['Int']['output']>;
  /** Service fee (taxaServico) */
  serviceFee?: Maybe<Scalars['Decimal']['output']>;
  /** ERP (Winthor) code of the service fee (codTaxaServicoWinthor) */
  serviceFeeErpCode?: Maybe<Scalars['String']['output']>;
  /** Product id of the service fee (idProdTaxaServico) */
  serviceFeeProductId?: Maybe<Scalars['Int']['output']>;
  /** Stock margin, percent (margemMS) */
  stockMarginPercent?: Maybe<Scalars['Decimal']['output']>;
  /** Support chat URL (urlsuporte) */
  supportUrl?: Maybe<Scalars['String']['output']>;
};

/** The settings form. Numbers are at least 0; everything is required except the loyalty user. */
export type BranchSettingsInput = {
  /** Item limit of an additional order (limItemPedAdd) */
  additionalOrderItemLimit?: InputMaybe<Scalars['Int']['input']>;
  /** ERP (Winthor) code of the delivery fee (codTaxaEntregaWinthor) */
  deliveryFeeErpCode?: InputMaybe<Scalars['String']['input']>;
  /** Product id of the delivery fee (idProdTaxaEntrega) */
  deliveryFeeProductId?: InputMaybe<Scalars['Int']['input']>;
  /** Interval between deliveries, minutes (intervaloEntrega) */
  deliveryIntervalMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** A new loyalty password; absent or empty keeps the stored one (required when none is stored) */
  loyaltyPassword?: InputMaybe<Scalars['String']['input']>;
  /** Loyalty platform user (cvUsername) */
  loyaltyUsername?: InputMaybe<Scalars['String']['input']>;
  /** Minimum purchase for store pickup (vlrMinRetiradaLoja) */
  minimumPickupPurchase?: InputMaybe<Scalars['Decimal']['input']>;
  /** Minimum purchase in the app (vlrMinCompraApp) */
  minimumPurchase?: InputMaybe<Scalars['Decimal']['input']>;
  /** Postal code whose neighbourhoods the coverage page offers (codCepBuscaBairro), 8 digits with or without punctuation */
  neighbourhoodPostalCode?: InputMaybe<Scalars['String']['input']>;
  /** How many delivery periods must be free before the next day is searched (qtdMinHorarios) */
  nextDaySearchLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Service fee (taxaServico) */
  serviceFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** ERP (Winthor) code of the service fee (codTaxaServicoWinthor) */
  serviceFeeErpCode?: InputMaybe<Scalars['String']['input']>;
  /** Product id of the service fee (idProdTaxaServico) */
  serviceFeeProductId?: InputMaybe<Scalars['Int']['input']>;
  /** Stock margin, percent (margemMS) */
  stockMarginPercent?: InputMaybe<Scalars['Decimal']['input']>;
  /** Support chat URL (urlsuporte) */
  supportUrl?: InputMaybe<Scalars['String']['input']>;
};

/** What saveBranchSettings answers: the saved branch settings, or the expected failures in errors */
export type BranchSettingsPayload = {
  __typename?: 'BranchSettingsPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Configurações Atualizadas com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The branch settings as saved; null when errors is not empty */
  settings?: Maybe<BranchSettings>;
};

/** Branch status (status): A Ativo, I Inativo. */
export type BranchStatus =
  /** Ativo: the branch takes orders */
  | 'A'
  /** Inativo: hidden from the app and from branch choices */
  | 'I';

/** A cancelled order with when, why and by whom ('Pedidos Cancelados'). */
export type Cancellation = Node & {
  __typename?: 'Cancellation';
  /** Who cancelled (usuario); null for users who may not see order staff (SEE_ORDER_STAFF): the same rule as the history's actor */
  cancelledBy?: Maybe<Scalars['String']['output']>;
  /** Cancellation date (data) */
  date: Scalars['DateTime']['output'];
  /** Id of the cancellation */
  id: Scalars['ID']['output'];
  /** The order cancelled */
  order: Order;
  /** Reason (motivo) */
  reason: Scalars['String']['output'];
};

/** One page of cancelledOrders (the shared list contract): the rows asked and the total of every match */
export type CancellationPage = ListPage & {
  __typename?: 'CancellationPage';
  /** Set when the filter's CPF belongs to no customer (code CPF_NOT_FOUND): no order was looked for */
  customerNotFound?: Maybe<UserError>;
  /** The cancellation rows of the page asked, in the list's order */
  items: Array<Cancellation>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** A category of the cascade with its subcategories. */
export type CatalogueCategory = {
  __typename?: 'CatalogueCategory';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the catalogue category */
  id: Scalars['ID']['output'];
  /** Its subcategories */
  subcategories: Array<CatalogueSubcategory>;
};

/** A product's section, category or subcategory: id and description. */
export type CatalogueEntry = {
  __typename?: 'CatalogueEntry';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the catalogue entry */
  id: Scalars['ID']['output'];
};

/** A section of the cascade with its categories (the edit form filters categories by section, subcategories by category). */
export type CatalogueSection = {
  __typename?: 'CatalogueSection';
  /** Its categories */
  categories: Array<CatalogueCategory>;
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the catalogue section */
  id: Scalars['ID']['output'];
};

/** A subcategory of the cascade. */
export type CatalogueSubcategory = {
  __typename?: 'CatalogueSubcategory';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the catalogue subcategory */
  id: Scalars['ID']['output'];
};

/** The delivery fee of a branch for a postal code (taxas, read through detalhe-taxa). */
export type CoverageArea = Node & {
  __typename?: 'CoverageArea';
  /** The branch (code and name) */
  branch: Branch;
  /** Fee (valor) */
  fee: Scalars['Decimal']['output'];
  /** Fee code (id) */
  id: Scalars['ID']['output'];
  /** Whether the page offers this area's neighbourhoods: its postal code is the branch's codCepBuscaBairro setting */
  neighbourhoodsOffered: Scalars['Boolean']['output'];
  /** The postal code the fee applies to, with its neighbourhoods */
  postalCode: PostalCode;
};

/** The filter dialog 'Filtros de Áreas de cobertura'. */
export type CoverageAreaFilter = {
  /** Branch code */
  branch?: InputMaybe<Scalars['Int']['input']>;
  /** Postal code, 8 digits with or without punctuation (64220000, 64220-000, 64.220-000) */
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

/** The 'Nova Área de Cobertura' form. */
export type CoverageAreaInput = {
  /** Branch code */
  branch: Scalars['Int']['input'];
  /** Fee, min 0 */
  fee: Scalars['Decimal']['input'];
  /** Postal code, 8 digits with or without punctuation; it must exist (page 'cep') */
  postalCode: Scalars['String']['input'];
};

/** One page of coverageAreas (the shared list contract): the rows asked and the total of every match */
export type CoverageAreaPage = ListPage & {
  __typename?: 'CoverageAreaPage';
  /** The coverage area rows of the page asked, in the list's order */
  items: Array<CoverageArea>;
  /** 'CEP não encontrado' when the filter's postal code does not exist (the page is then empty) */
  notice?: Maybe<Scalars['String']['output']>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createCoverageArea, updateCoverageArea and saveCoverageArea answer: the saved coverage area, or the expected failures in errors */
export type CoverageAreaPayload = {
  __typename?: 'CoverageAreaPayload';
  /** The coverage area as saved; null when errors is not empty */
  area?: Maybe<CoverageArea>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Área de Cobertura Cadastrada/Atualizada Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** What createIntegrationKey answers: the key and its secret (shown once), or the expected failures in errors */
export type CreateIntegrationKeyPayload = {
  __typename?: 'CreateIntegrationKeyPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The key as saved; null when errors is not empty */
  integrationKey?: Maybe<IntegrationKey>;
  /** 'Chave Criada com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The secret to give the tool: answered only here, never again */
  secret?: Maybe<Scalars['String']['output']>;
};

/**
 * A customer. Every user of the order pages reads the details block of docs/areas/orders.md#order-details (app code, ERP code, name, CPF,
 * main phone) of an order's customer; the other fields belong to the users of the 'cliente' page and answer null
 * to anyone else (field rules, gateway/src/auth/directives.ts).
 */
export type Customer = Node & {
  __typename?: 'Customer';
  /** Delivery addresses (enderecos) */
  addresses?: Maybe<Array<Address>>;
  /** CPF (cpf), as stored */
  cpf?: Maybe<Scalars['String']['output']>;
  /** Whole days since the last purchase, in America/Sao_Paulo */
  daysSinceLastPurchase?: Maybe<Scalars['Int']['output']>;
  /** E-mail (email) */
  email?: Maybe<Scalars['String']['output']>;
  /** ERP code (codCli); null until the customer was processed in the ERP */
  erpCode?: Maybe<Scalars['String']['output']>;
  /** Whether the customer has a push device (player_id); the id itself stays on the server */
  hasPushDevice?: Maybe<Scalars['Boolean']['output']>;
  /** App code (id) */
  id: Scalars['ID']['output'];
  /** Last purchase date (dtUltmCompra) */
  lastPurchaseDate?: Maybe<Scalars['Date']['output']>;
  /** Last purchase value (vlrUltmCompra) */
  lastPurchaseValue?: Maybe<Scalars['Decimal']['output']>;
  /** Main phone, or the first one */
  mainPhone?: Maybe<Scalars['String']['output']>;
  /** Name (cliente) */
  name: Scalars['String']['output'];
  /** Phone numbers (telefones), the main one flagged */
  phones?: Maybe<Array<Phone>>;
  /** Purchase count (qtdCompras) */
  purchaseCount?: Maybe<Scalars['Int']['output']>;
  /** RG (rg), the identity document number */
  rg?: Maybe<Scalars['String']['output']>;
  /** RG issuing body (orgao_ex) */
  rgIssuer?: Maybe<Scalars['String']['output']>;
  /** RG issuing state (estado_oe) */
  rgState?: Maybe<Scalars['String']['output']>;
};

/** The filters of customers; every field is optional and each one given narrows the list */
export type CustomerFilter = {
  /** Customers who bought in the last month ('Ativos') */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** CPF, digits only or formatted */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** Customers who did not buy in the last month ('Inativos') */
  inactive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name (cliente) */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The 'Notificações' dialog of the customer search: a push to one customer. */
export type CustomerNotificationInput = {
  /** The customer's app code (id); their push device is looked up by the gateway */
  customerId: Scalars['ID']['input'];
  /** URL of a JPEG of exactly 1038x519 px, already uploaded to the storage API (createImageUpload, folder notificacoes) */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The notification's text (mensagem) */
  message: Scalars['String']['input'];
  /**
   * Required: client-chosen id of this send (8-64 letters, digits or '-'), kept when the user tries again: the same id
   * with the same content never pushes twice, and after a failure it resumes where it stopped. Omitting it is
   * deprecated and accepted for one more release only: the send is then keyed by its content and the sender, so the
   * same content sent again within two minutes is answered by the first send instead of pushing again.
   */
  requestId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * 'Agendar Notificação?': when to send (send_after), taken at :00 seconds and written in GMT-3; must be in the
   * future. Absent: sent now.
   */
  scheduleAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title ('{field} não pode estar vazio!' when empty) */
  title: Scalars['String']['input'];
};

/** One page of customers (the shared list contract): the rows asked and the total of every match */
export type CustomerPage = ListPage & {
  __typename?: 'CustomerPage';
  /** The customer rows of the page asked, in the list's order */
  items: Array<Customer>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** A database-log entry (detalhe-update-logs): one run of a job that changed the database. */
export type DatabaseLogEntry = Node & {
  __typename?: 'DatabaseLogEntry';
  /** End (date_hour); null while the run is 'Executando' */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Error (error) */
  error?: Maybe<Scalars['String']['output']>;
  /** Id of the database log entry */
  id: Scalars['ID']['output'];
  /** INSERT, UPDATE or DELETE as stored (type_op) */
  method: Scalars['String']['output'];
  /** Observation (obs) */
  note?: Maybe<Scalars['String']['output']>;
  /** Request origin (nature) */
  origin: Scalars['String']['output'];
  /** Start (start_date_hour) */
  startedAt: Scalars['DateTime']['output'];
  /** Status (output), e.g. 'Executando', 'Concluído', 'Erro' */
  status: Scalars['String']['output'];
  /** The table (tabel) */
  table: Scalars['String']['output'];
  /** Who ran it (user_op: a matrícula or a system name), its name resolved when it is a user */
  user: LogUser;
};

/** The 'Log Banco de Dados' filter: user, start and end day (of the start time), method; an empty filter shows all. */
export type DatabaseLogFilter = {
  /** First day (São Paulo) of the start time, inclusive */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only entries with this method */
  method?: InputMaybe<DatabaseLogMethod>;
  /** Last day (São Paulo) of the start time, inclusive */
  to?: InputMaybe<Scalars['Date']['input']>;
  /** The matrícula or system name the log wrote (user_op) */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A method of the database log (docs/areas/staff-and-support.md#constants). */
export type DatabaseLogMethod =
  /** Rows deleted by the job */
  | 'DELETE'
  /** Rows inserted by the job */
  | 'INSERT'
  /** Rows updated by the job */
  | 'UPDATE';

/** One page of databaseLogs (the shared list contract): the rows asked and the total of every match */
export type DatabaseLogPage = ListPage & {
  __typename?: 'DatabaseLogPage';
  /** The database log entry rows of the page asked, in the list's order */
  items: Array<DatabaseLogEntry>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What deleteHighlight answers: the expected failures in errors */
export type DeleteHighlightPayload = {
  __typename?: 'DeleteHighlightPayload';
  /** The id of the highlight deleted */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Destaque Excluído com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** What deletePaymentMethod answers: the expected failures in errors */
export type DeletePaymentMethodPayload = {
  __typename?: 'DeletePaymentMethodPayload';
  /** The id of the payment method deleted */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Forma de Pagamento Excluída com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** What deleteRecipe answers: the expected failures in errors */
export type DeleteRecipePayload = {
  __typename?: 'DeleteRecipePayload';
  /** Id of the recipe deleted; null when errors is not empty */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Receita excluída com sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** What deleteSpecialDate answers: the expected failures in errors */
export type DeleteSpecialDatePayload = {
  __typename?: 'DeleteSpecialDatePayload';
  /** The id of the entry deleted */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Horário Especial Excluído com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** A delivery period (horarios-entrega). */
export type DeliveryPeriod = Node & {
  __typename?: 'DeliveryPeriod';
  /** End time HH:mm (horaFim) */
  end: Scalars['String']['output'];
  /** Id of the delivery period */
  id: Scalars['ID']['output'];
  /** Start time HH:mm (horaInicio) */
  start: Scalars['String']['output'];
};

/** The 'Novo Período' form: a delivery period's start and end times. */
export type DeliveryPeriodInput = {
  /** End time HH:mm (horaFim) */
  end: Scalars['String']['input'];
  /** Start time HH:mm (horaInicio) */
  start: Scalars['String']['input'];
};

/** What createDeliveryPeriod answers: the saved delivery period, or the expected failures in errors */
export type DeliveryPeriodPayload = {
  __typename?: 'DeliveryPeriodPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Horário Cadastrado Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The delivery period as saved; null when errors is not empty */
  period?: Maybe<DeliveryPeriod>;
};

/** The delivery period an order was booked for (horário de entrega). */
export type DeliveryWindow = {
  __typename?: 'DeliveryWindow';
  /** End time HH:mm (horaFim) */
  end: Scalars['String']['output'];
  /** Id of the delivery window */
  id: Scalars['ID']['output'];
  /** Start time HH:mm (horaInicio) */
  start: Scalars['String']['output'];
};

/** An employee (detalhe-funcionario) with its user. */
export type Employee = Node & {
  __typename?: 'Employee';
  /** Situação: Ativo (true) or Inativo (false: 'Desativar' switched the person's login off, user.is_active). Not 'Indisponível' (available), where the person still works */
  active: Scalars['Boolean']['output'];
  /** Disponível (true) or Indisponível (is_available) */
  available: Scalars['Boolean']['output'];
  /** The branch (branch), null for managers and marketing */
  branch?: Maybe<Branch>;
  /** CPF (cpf); null when none */
  cpf?: Maybe<Scalars['String']['output']>;
  /** E-mail (email, else user.email); null when none, or when it is the placeholder made from the matrícula (STAFF_EMAIL_DOMAIN) */
  email?: Maybe<Scalars['String']['output']>;
  /** The employee's id (id): also the picker's and deliveryman's code */
  id: Scalars['ID']['output'];
  /** Name (nome) */
  name: Scalars['String']['output'];
  /** Matrícula (user.username) */
  registration?: Maybe<Scalars['String']['output']>;
  /** The role derived from the flags (checker, deliveryman, marketing, picker, submanager, manager, in that order); null when none */
  role?: Maybe<StaffRole>;
  /** The role's label: Gerente, Subgerente, Marketing, Separador, Entregador, Conferente ('-' when none) */
  roleLabel: Scalars['String']['output'];
  /** Every role flag that is set */
  roles: Array<StaffRole>;
  /** The user's id (user.pk) */
  userId?: Maybe<Scalars['ID']['output']>;
};

/**
 * The new and edit forms of the three pages. On edit the matrícula and password are ignored (the matrícula cannot
 * change), and only what differs from the stored record is written: a save that changes nothing writes nothing and
 * no audit entry. Employees ('Funcionários') give their roles; a picker or deliveryman page sets its own role.
 */
export type EmployeeInput = {
  /** Disponível (is_available); true when absent on create */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Branch code (codFilial); not kept for managers and marketing */
  branch?: InputMaybe<Scalars['Int']['input']>;
  /** CPF, masked or not: checked (check digits, 'CPF inválido.') and stored as digits; blank on edit keeps the stored one */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** E-mail ('E-mail inválido.'); when empty on create the gateway builds a placeholder from the matrícula; on edit blank keeps it, a new one is also the user's */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The one name shown; stored as typed (trimmed, single spaces) on the employee and split into the user's first_name (first word) and last_name (the rest) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Create only (employees and pickers); deliverymen get the configured default password */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Matrícula (username), digits */
  registration?: InputMaybe<Scalars['String']['input']>;
  /** Employees only: the roles ticked */
  roles?: InputMaybe<Array<StaffRole>>;
};

/** One page of employees, pickerEmployees, deliverymanEmployees, pickerList and deliverymanList (the shared list contract): the rows asked and the total of every match */
export type EmployeePage = ListPage & {
  __typename?: 'EmployeePage';
  /** The employee rows of the page asked, in the list's order */
  items: Array<Employee>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What the employee mutations (createEmployee and the others) answer: the saved employee, or the expected failures in errors */
export type EmployeePayload = {
  __typename?: 'EmployeePayload';
  /** The employee as saved (read again, with its user); null when refused */
  employee?: Maybe<Employee>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /**
   * The employee as saved (the old name of employee)
   * @deprecated Use employee.
   */
  member?: Maybe<Employee>;
  /** Success text to show (e.g. 'Funcionário Cadastrado Com Sucesso') */
  message?: Maybe<Scalars['String']['output']>;
};

/** What endOtherSessions answers: the sessions still open (the current one), how many ended, or the expected failures in errors */
export type EndOtherSessionsPayload = {
  __typename?: 'EndOtherSessionsPayload';
  /** How many other sessions were ended */
  ended: Scalars['Int']['output'];
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** '2 outras sessões foram encerradas.', or 'Não havia outra sessão aberta.' */
  message?: Maybe<Scalars['String']['output']>;
  /** The person's open sessions after the change (the current one); null when errors is not empty */
  sessions?: Maybe<Array<OpenSession>>;
};

/** Which ERP send of an invoicing is in doubt. */
export type HeldSendKind =
  /** The customer's registration (processa-cliente): look in Winthor for the customer by CPF */
  | 'ERP_CUSTOMER'
  /** The order's budget (processa-pedido): look in Winthor for a budget of the branch and order */
  | 'ERP_ORDER'
  /** A completed purchase's cancellation on the loyalty platform (shops/cancel): look in Cresce Vendas whether the coupon's purchase is cancelled */
  | 'LOYALTY_CANCEL';

/** A banner of the customer app (destaques). */
export type Highlight = Node & {
  __typename?: 'Highlight';
  /** Description (descricao) */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the highlight */
  id: Scalars['ID']['output'];
  /** Image URL (imagem), a 395x220 JPEG */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** External link (link), for type B */
  link?: Maybe<Scalars['String']['output']>;
  /** A (active; set on creation) or I (status) */
  status: Scalars['String']['output'];
  /** Title (titulo) */
  title: Scalars['String']['output'];
  /** Type (tipo) */
  type: HighlightType;
};

/** The add and edit forms: title and type required, link required for type B (and kept only for it). */
export type HighlightInput = {
  /** Description (descricao) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The uploaded image's storage URL (folder 'destaques'); the gateway checks the file */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** http:// or https:// address; required for type B, ignored for type I */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Title (titulo) */
  title: Scalars['String']['input'];
  /** Type (tipo) */
  type: HighlightType;
};

/** One page of highlights (the shared list contract): the rows asked and the total of every match */
export type HighlightPage = ListPage & {
  __typename?: 'HighlightPage';
  /** The highlight rows of the page asked, in the list's order */
  items: Array<Highlight>;
  /** The most highlights there may be (7): with that many, 'Novo Destaque' answers 'Só é permitido um máximo de 7 destaques' */
  limit: Scalars['Int']['output'];
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createHighlight, updateHighlight and saveHighlight answer: the saved highlight, or the expected failures in errors */
export type HighlightPayload = {
  __typename?: 'HighlightPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The highlight as saved; null when errors is not empty */
  highlight?: Maybe<Highlight>;
  /** 'Destaque Adicionado com Sucesso!' or 'Destaque Atualizado com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** What tapping the banner does (tipo). */
export type HighlightType =
  /** Busca (B): opens its external link */
  | 'B'
  /** Informação (I): only informs */
  | 'I';

/**
 * Where the browser sends an image's bytes. The storage API's presigned URL is not reachable from the panel's
 * origin (no CORS), so uploadUrl is the gateway's own `PUT /uploads/<ticket>`, which streams the bytes to it:
 * send them with the Content-Type given here and the session cookie; the answer is 200 {fileUrl}.
 */
export type ImageUploadTicket = {
  __typename?: 'ImageUploadTicket';
  /** Content-Type the PUT must carry */
  contentType?: Maybe<Scalars['String']['output']>;
  /** Why the upload was refused (type, size, folder), with the Portuguese message to show */
  errors: Array<UserError>;
  /** The ticket (and the presigned URL behind it) stops working at this instant */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the image will be once uploaded (storage API file URL); null when refused */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** Largest accepted size for the folder, in bytes */
  maxBytes: Scalars['Int']['output'];
  /** Gateway path to PUT the bytes to (relative to the gateway's origin); null when refused */
  uploadUrl?: Maybe<Scalars['String']['output']>;
};

/** A key for an internal tool (its secret is never answered again after createIntegrationKey). */
export type IntegrationKey = {
  __typename?: 'IntegrationKey';
  /** Branch code the key is bound to (every branch argument, record and list of its pages); null for every branch */
  branch?: Maybe<Scalars['Int']['output']>;
  /** When it was created */
  createdAt: Scalars['DateTime']['output'];
  /** Who created it: matrícula and name */
  createdBy: Scalars['String']['output'];
  /** When it stops working */
  expiresAt: Scalars['DateTime']['output'];
  /** Id of the key (also the part of the secret after 'pk_') */
  id: Scalars['ID']['output'];
  /** Its latest use (written at most once a minute); null when never used */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The tool's name, as audit entries show it ('integração: <name>') */
  name: Scalars['String']['output'];
  /** The pages whose data the key may read and change */
  pages: Array<Page>;
  /** When it was revoked; null when not revoked */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Active, expired or revoked */
  state: IntegrationKeyState;
};

/** The form of 'Nova chave': name, pages, optional branch and expiry. */
export type IntegrationKeyInput = {
  /** Branch code to bind the key to; null for every branch. A key with a branch cannot hold a branch-wide page */
  branch?: InputMaybe<Scalars['Int']['input']>;
  /** When the key stops working: in the future, at most 365 days ahead */
  expiresAt: Scalars['DateTime']['input'];
  /** The tool's name */
  name: Scalars['String']['input'];
  /** The pages whose data the key may read and change (integrationKeyPages lists the allowed ones) */
  pages: Array<Page>;
};

/** A page a key may be given, and whether its data belongs to no branch. */
export type IntegrationKeyPage = {
  __typename?: 'IntegrationKeyPage';
  /** True when the page's data belongs to no branch (customers, postal codes, logs...): only a key without a branch may hold it */
  branchWide: Scalars['Boolean']['output'];
  /** The page */
  page: Page;
};

/** Whether a key still opens the gateway. */
export type IntegrationKeyState =
  /** In use: not revoked and before its expiry */
  | 'ACTIVE'
  /** Past its expiry */
  | 'EXPIRED'
  /** Revoked on the 'Integrações' page */
  | 'REVOKED';

/** The shared list contract (docs/architecture.md#house-style, item 7): one page of a filtered list, server-side paging. */
export type ListPage = {
  /** The rows of the page asked, in the list's order */
  items: Array<Node>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** A user named by a log entry. */
export type LogUser = {
  __typename?: 'LogUser';
  /** The user's id in the product API; null when the log names someone who is no user (e.g. 'sistema') */
  id?: Maybe<Scalars['ID']['output']>;
  /** First and last name; null when unknown. On 'Log API', a change made with an integration key: the key, 'integração: <name>' (its username is then the tools' service account's) */
  name?: Maybe<Scalars['String']['output']>;
  /** Matrícula (username), or the name the database log wrote */
  username: Scalars['String']['output'];
};

/** What login answers: the new session (me) and, when asked with returnToken, its bearer token; or the expected failures in errors */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The me as saved; null when errors is not empty */
  me?: Maybe<Me>;
  /** Bearer token for tools; only returned when asked with returnToken (the browser uses the httpOnly cookie) */
  token?: Maybe<Scalars['String']['output']>;
};

/** The signed-in caller: who they are, their user type and branch, what they may open and do, and when the session ends. */
export type Me = {
  __typename?: 'Me';
  /** Finer policy actions this user may perform, for the web to draw buttons and cells */
  actions: Array<PolicyAction>;
  /** Branch code (codFilial) the user belongs to (user_filial); null for managers, marketing and superusers */
  branch?: Maybe<Scalars['Int']['output']>;
  /** Whether lists are restricted to the user's branch (types 3 and 4, and 7 for open orders) */
  branchBound: Scalars['Boolean']['output'];
  /** When the session ends regardless of activity (48 h after login) */
  expiresAt: Scalars['DateTime']['output'];
  /** When the session ends without activity (4 h after the last request) */
  idleExpiresAt: Scalars['DateTime']['output'];
  /** Pages of the panel this user may open, in menu order */
  pages: Array<Page>;
  /** Session user type (user_type): 1 superuser, 2 manager, 3 submanager, 4 separator, 5 marketing, 6 deliveryman, 7 checker */
  type: Scalars['Int']['output'];
  /** The person behind the session */
  user: StaffUser;
};

/** One month of one year. */
export type MonthSales = {
  __typename?: 'MonthSales';
  /** The chart's label: JAN, FEV, MAR, ABR, MAI, JUN, JUL, AGO, SET, OUT, NOV, DEZ */
  label: Scalars['String']['output'];
  /** 1 (JAN) to 12 (DEZ) */
  month: Scalars['Int']['output'];
  /** Number of sales (pedidos) */
  orders: Scalars['Int']['output'];
  /** Their value (valor), additional orders included */
  revenue: Scalars['Decimal']['output'];
};

/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * A period added to a branch (horarios-filiais).
   * @deprecated Use createBranchDeliveryPeriod.
   */
  addBranchDeliveryPeriod: BranchDeliveryPeriodPayload;
  /** Moves an order (and its additional orders) to a target status under the rules of docs/areas/orders.md#states. */
  advanceOrderStatus: OrderPayload;
  /** Cancels a completed order's purchase on the loyalty platform. */
  cancelLoyaltyPurchase: OrderPayload;
  /** Cancels an order with a reason (target X of advanceOrderStatus). */
  cancelOrder: OrderPayload;
  /** Completes an order (target V of advanceOrderStatus): payment data, loyalty registration, status V. */
  completeOrder: OrderPayload;
  /**
   * Creates a branch and, for each schedule type ticked, its delivery periods: one journaled workflow, so a failure
   * half-way is completed by a retry (automatic, or the same form sent again) and never leaves the branch without
   * the periods asked.
   */
  createBranch: BranchPayload;
  /** 'Adicionar Horários': a period added to a branch (horarios-filiais). */
  createBranchDeliveryPeriod: BranchDeliveryPeriodPayload;
  /** Creates the branch's fee for the postal code (one journaled change with its audit entry); one per branch and postal code. */
  createCoverageArea: CoverageAreaPayload;
  /** 'Novo Período': a delivery period (horarios-entrega). */
  createDeliveryPeriod: DeliveryPeriodPayload;
  /** New deliveryman (is_deliveryman) with the gateway's default password. */
  createDeliveryman: EmployeePayload;
  /** New employee: user sign-up then the employee record, one journaled workflow (sent again, it finishes the job). */
  createEmployee: EmployeePayload;
  /**
   * Creates a highlight with status A (refused with 'Só é permitido um máximo de 7 destaques' when there are 7
   * already); one journaled change with its audit entry.
   */
  createHighlight: HighlightPayload;
  /**
   * Asks the storage API for a presigned upload after checking type and size against the folder's rules
   * (docs/areas/catalogue.md#images). Guarded by the pages that use each folder (gateway/src/domains/uploads/rules.ts,
   * from the policy): a user of none of them is FORBIDDEN; a folder whose pages the user lacks is refused in errors.
   */
  createImageUpload: ImageUploadTicket;
  /** Creates a key for a tool; the answer carries its secret, the only time it is shown. */
  createIntegrationKey: CreateIntegrationKeyPayload;
  /** Adds a neighbourhood to the postal code `postalCodeId`. */
  createNeighbourhood: NeighbourhoodPayload;
  /** Creates a payment method; one journaled change with its audit entry. */
  createPaymentMethod: PaymentMethodPayload;
  /** New picker (is_separating), bound to the submanager's branch for type 3. */
  createPicker: EmployeePayload;
  /** Creates a postal code; its digits are unique. */
  createPostalCode: PostalCodePayload;
  /**
   * Creates a recipe; one journaled change with its audit entry (table recipe). requestId names the submission:
   * sent again after a failure with the same id and content, the change is finished, never made twice (a create
   * whose answer was lost is found). Absent: identical submissions at once are one change.
   */
  createRecipe: RecipePayload;
  /** Adds a holiday or special date (one journaled change with its audit entry); one entry per branch and day. */
  createSpecialDate: SpecialDatePayload;
  /** 'Desativar' on 'Busca de Entregadores' (a submanager: its own branch's deliverymen, never a manager, submanager or marketing). */
  deactivateDeliveryman: EmployeePayload;
  /** 'Desativar' on 'Funcionários': the person's user becomes inactive (no login) and every session they hold ends on every instance; audited. Not oneself. */
  deactivateEmployee: EmployeePayload;
  /** 'Desativar' on 'Busca de Separadores' (a submanager: its own branch's pickers, never a manager, submanager or marketing). */
  deactivatePicker: EmployeePayload;
  /** Removes a period from its branch (horarios-filiais); the period itself stays. Answers the row removed. */
  deleteBranchDeliveryPeriod: BranchDeliveryPeriodPayload;
  /** Deletes a highlight, after 'Deseja Realmente Excluir esse Destaque?'. */
  deleteHighlight: DeleteHighlightPayload;
  /** Deletes a payment method, after 'Deseja Realmente Excluir essa Forma de Pagamento?'. */
  deletePaymentMethod: DeletePaymentMethodPayload;
  /**
   * The card's delete confirmation (products belong to the ERP and are never deleted here): deletes every offer of
   * the product and takes it off offer (oferta N, type V) as one journaled workflow with one audit entry (table
   * ofertas, DELETE); 'Ofertas Excluídas com Sucesso!', failures prefixed 'Erro ao Excluir Oferta: '.
   */
  deleteProductOffers: ProductPayload;
  /** Deletes a recipe after the confirmation; one journaled change with its audit entry (table recipe). */
  deleteRecipe: DeleteRecipePayload;
  /** Deletes an entry, after the calendar's 'Confirma a exclusão?'. */
  deleteSpecialDate: DeleteSpecialDatePayload;
  /** Ends every other session of the signed-in person on every gateway instance: their cookies and tokens stop at once and their live sockets close; the current session stays. Audited. A person's field: an integration key is refused. */
  endOtherSessions: EndOtherSessionsPayload;
  /** Invoices an order (target F of advanceOrderStatus): for tools that name the step rather than the status. */
  invoiceOrder: OrderPayload;
  /** Logs in with registration number and password (docs/areas/orders.md#login); sets the session cookie. */
  login: LoginPayload;
  /** Ends the session and clears the cookie. True when a session was ended. */
  logout: Scalars['Boolean']['output'];
  /** No-op, so that domains can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /** Sends a push notification to one customer ('Notificações' dialog of the customer search). */
  notifyCustomer: NotificationPayload;
  /** 'Reativar' on 'Busca de Entregadores'. */
  reactivateDeliveryman: EmployeePayload;
  /** 'Reativar' on 'Funcionários': the person's user may log in again; audited. */
  reactivateEmployee: EmployeePayload;
  /** 'Reativar' on 'Busca de Separadores'. */
  reactivatePicker: EmployeePayload;
  /**
   * Asks the ERP refresh script to update one product's stock and price (the script's token stays in the gateway).
   * Refused while the job runs ('É necessário aguardar a finalização da atualização atual para requisitar outra!')
   * and for products the ERP does not update (can_update false).
   */
  refreshProduct: ProductRefreshPayload;
  /**
   * Removes a period from its branch (horarios-filiais); the period itself stays. Answers the row removed.
   * @deprecated Use deleteBranchDeliveryPeriod.
   */
  removeBranchDeliveryPeriod: BranchDeliveryPeriodPayload;
  /** Puts a branch's ranks in the order given (rank ids, top first), as reorderSections does for sections. */
  reorderSectionRanks: SectionRankOrderPayload;
  /**
   * Puts the sections in the order given (the ids as the person saw them, top first): each section whose position
   * changed gets ordenar = its new index and is written, with one audit entry each, as one journaled workflow; a
   * failure half-way is retried to this order. Sections not listed (inactive ones hidden by the switch) keep their
   * places.
   */
  reorderSections: SectionOrderPayload;
  /** Produces a password-reset link for the active user with this e-mail ('/recovery/', type 1); audited. */
  requestPasswordRecovery: PasswordRecoveryPayload;
  /** Sends an order in F to the ERP again (type 1 only). */
  resendOrderToInvoicing: OrderPayload;
  /**
   * Sets a new password through a reset link: both fields required, at least 8 characters, the confirmation equal
   * (docs/areas/staff-and-support.md#validation). Public, like the reset pages. The password is never logged nor echoed.
   */
  resetPassword: PasswordResetPayload;
  /** Goes on with an invoicing held as uncertain (type 1): the budget or customer code found in Winthor (a budget is confirmed with the ERP), or a resend once nothing was found. */
  resolveHeldInvoicing: OrderPayload;
  /** Resumes a failed workflow where it stopped ('Tente Novamente'). */
  retryOrderWorkflow: OrderPayload;
  /** Revokes a key: refused at once on every gateway instance. */
  revokeIntegrationKey: RevokeIntegrationKeyPayload;
  /** Saves the settings; one journaled change with its audit entry. */
  saveAppSettings: AppSettingsPayload;
  /** Creates the branch's settings or updates them (one journaled change with its audit entry, the password redacted). */
  saveBranchSettings: BranchSettingsPayload;
  /**
   * Creates the branch's fee for the postal code, or updates the area `id` (one journaled change with its audit entry).
   * @deprecated Use createCoverageArea or updateCoverageArea.
   */
  saveCoverageArea: CoverageAreaPayload;
  /**
   * Creates a highlight (id absent) or updates one.
   * @deprecated Use createHighlight or updateHighlight.
   */
  saveHighlight: HighlightPayload;
  /**
   * Adds a neighbourhood to a postal code (id absent) or updates one.
   * @deprecated Use createNeighbourhood or updateNeighbourhood.
   */
  saveNeighbourhood: NeighbourhoodPayload;
  /**
   * Creates a payment method (id absent) or updates one.
   * @deprecated Use createPaymentMethod or updatePaymentMethod.
   */
  savePaymentMethod: PaymentMethodPayload;
  /**
   * Creates a postal code (id absent) or updates one.
   * @deprecated Use createPostalCode or updatePostalCode.
   */
  savePostalCode: PostalCodePayload;
  /**
   * Saves the privacy policy's title and text; one journaled change with its audit entry (politica-privacidade).
   * Refused with NOT_AVAILABLE, no call made, when the product API has no privacy policy.
   */
  savePrivacyPolicy: PrivacyPolicyPayload;
  /**
   * Saves the product's offers as they stand in the editor, as one journaled workflow: stored offers missing from
   * the rows deleted, changed ones updated, new ones created, the product marked on offer (oferta S and the first
   * offer's type) when one is new, then one audit entry. An empty list deletes them all.
   */
  saveProductOffers: ProductPayload;
  /**
   * Creates a recipe (id absent) or updates one.
   * @deprecated Use createRecipe or updateRecipe.
   */
  saveRecipe: RecipePayload;
  /**
   * Saves the whole terms as the editor shows them: topics and paragraphs absent are deleted, new ones created,
   * changed ones updated (a changed paragraph with empty text is left as it was), all as one workflow. requestId
   * names this save (a new one per save; the same one again after a failure finishes it, nothing written twice).
   */
  saveTermsOfUse: TermsPayload;
  /** 'Enviar redefinição de senha' (type 1): a reset link for the person's user e-mail, the same flow as '/recovery/'; audited. */
  sendEmployeePasswordReset: StaffPasswordResetPayload;
  /** Sends (or schedules) a notification: the pushes first, then the record in the product API, each audited. */
  sendNotification: NotificationPayload;
  /** Marks an item out of stock ('Em Falta') or back ('Retornar'). */
  setOrderItemMissing: OrderItem;
  /** Records activity so the idle limit restarts (the web client calls it, throttled, on user activity). */
  touchSession?: Maybe<Me>;
  /** Updates a branch; its code cannot change. */
  updateBranch: BranchPayload;
  /** Edits a branch's period: its period, quantity and type. */
  updateBranchDeliveryPeriod: BranchDeliveryPeriodPayload;
  /** Updates the coverage area `id` (one journaled change with its audit entry). */
  updateCoverageArea: CoverageAreaPayload;
  /** Edits a deliveryman and its user. */
  updateDeliveryman: EmployeePayload;
  /** Edits an employee and its user. */
  updateEmployee: EmployeePayload;
  /** Updates a highlight (its status kept); one journaled change with its audit entry. */
  updateHighlight: HighlightPayload;
  /** Updates the neighbourhood `id` of the postal code `postalCodeId` (a neighbourhood is edited through its own postal code only). */
  updateNeighbourhood: NeighbourhoodPayload;
  /** Updates a payment method; one journaled change with its audit entry. */
  updatePaymentMethod: PaymentMethodPayload;
  /** Edits a picker and its user. */
  updatePicker: EmployeePayload;
  /** Updates the postal code `id`. */
  updatePostalCode: PostalCodePayload;
  /**
   * Saves the product (PUT produtos/{id}/ with the whole product) as one journaled change with its audit entry.
   * Refused while the ERP stock update runs ('Executando' in update-logs, unless stale), and for another branch's
   * product for types 3 and 4.
   */
  updateProduct: ProductPayload;
  /** Updates a recipe; one journaled change with its audit entry (table recipe). requestId as for createRecipe. */
  updateRecipe: RecipePayload;
  /** Edits a section (one journaled change with its audit entry); its position is kept. */
  updateSection: SectionPayload;
  /** Edits a rank's availability at its branch (one journaled change with its audit entry). */
  updateSectionRank: SectionRankPayload;
  /** Changes an entry (date, type, description; a submanager cannot move it to another branch). */
  updateSpecialDate: SpecialDatePayload;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationAddBranchDeliveryPeriodArgs = {
  branch: Scalars['Int']['input'];
  input: BranchDeliveryPeriodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationAdvanceOrderStatusArgs = {
  input: AdvanceOrderStatusInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCancelLoyaltyPurchaseArgs = {
  orderId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCompleteOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateBranchArgs = {
  input: BranchInput;
  schedules?: InputMaybe<Array<BranchScheduleInput>>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateBranchDeliveryPeriodArgs = {
  branch: Scalars['Int']['input'];
  input: BranchDeliveryPeriodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateCoverageAreaArgs = {
  input: CoverageAreaInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateDeliveryPeriodArgs = {
  input: DeliveryPeriodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateDeliverymanArgs = {
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateEmployeeArgs = {
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateHighlightArgs = {
  input: HighlightInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateImageUploadArgs = {
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  folder: UploadFolder;
  size: Scalars['Int']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateIntegrationKeyArgs = {
  input: IntegrationKeyInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateNeighbourhoodArgs = {
  input: NeighbourhoodInput;
  postalCodeId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreatePaymentMethodArgs = {
  input: PaymentMethodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreatePickerArgs = {
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreatePostalCodeArgs = {
  input: PostalCodeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateRecipeArgs = {
  input: RecipeInput;
  requestId?: InputMaybe<Scalars['String']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationCreateSpecialDateArgs = {
  input: SpecialDateInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeactivateDeliverymanArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeactivateEmployeeArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeactivatePickerArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeleteBranchDeliveryPeriodArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeleteHighlightArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeletePaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeleteProductOffersArgs = {
  productId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeleteRecipeArgs = {
  id: Scalars['ID']['input'];
  requestId?: InputMaybe<Scalars['String']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationDeleteSpecialDateArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationInvoiceOrderArgs = {
  orderId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationLoginArgs = {
  matricula: Scalars['String']['input'];
  password: Scalars['String']['input'];
  returnToken?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationNotifyCustomerArgs = {
  input: CustomerNotificationInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationReactivateDeliverymanArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationReactivateEmployeeArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationReactivatePickerArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationRefreshProductArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationRemoveBranchDeliveryPeriodArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationReorderSectionRanksArgs = {
  branch: Scalars['Int']['input'];
  ids: Array<Scalars['ID']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationReorderSectionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationRequestPasswordRecoveryArgs = {
  email: Scalars['String']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationResendOrderToInvoicingArgs = {
  orderId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationResetPasswordArgs = {
  confirmation: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationResolveHeldInvoicingArgs = {
  input: ResolveHeldInvoicingInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationRetryOrderWorkflowArgs = {
  workflowId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationRevokeIntegrationKeyArgs = {
  keyId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveAppSettingsArgs = {
  input: AppSettingsInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveBranchSettingsArgs = {
  branch: Scalars['Int']['input'];
  input: BranchSettingsInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveCoverageAreaArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: CoverageAreaInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveHighlightArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: HighlightInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveNeighbourhoodArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: NeighbourhoodInput;
  postalCodeId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSavePaymentMethodArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PaymentMethodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSavePostalCodeArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PostalCodeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSavePrivacyPolicyArgs = {
  input: PrivacyPolicyInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveProductOffersArgs = {
  offers: Array<ProductOfferInput>;
  productId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveRecipeArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: RecipeInput;
  requestId?: InputMaybe<Scalars['String']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSaveTermsOfUseArgs = {
  requestId: Scalars['ID']['input'];
  topics: Array<TermsTopicInput>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSendEmployeePasswordResetArgs = {
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSendNotificationArgs = {
  input: SendNotificationInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationSetOrderItemMissingArgs = {
  itemId: Scalars['ID']['input'];
  missing: Scalars['Boolean']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateBranchArgs = {
  input: BranchInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateBranchDeliveryPeriodArgs = {
  id: Scalars['ID']['input'];
  input: BranchDeliveryPeriodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateCoverageAreaArgs = {
  id: Scalars['ID']['input'];
  input: CoverageAreaInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateDeliverymanArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateHighlightArgs = {
  id: Scalars['ID']['input'];
  input: HighlightInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateNeighbourhoodArgs = {
  id: Scalars['ID']['input'];
  input: NeighbourhoodInput;
  postalCodeId: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['ID']['input'];
  input: PaymentMethodInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdatePickerArgs = {
  id: Scalars['ID']['input'];
  input: EmployeeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdatePostalCodeArgs = {
  id: Scalars['ID']['input'];
  input: PostalCodeInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateRecipeArgs = {
  id: Scalars['ID']['input'];
  input: RecipeInput;
  requestId?: InputMaybe<Scalars['String']['input']>;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateSectionArgs = {
  id: Scalars['ID']['input'];
  input: SectionInput;
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateSectionRankArgs = {
  available: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Every change of the panel. Expected failures come back in the payload's errors, not as GraphQL errors. */
export type MutationUpdateSpecialDateArgs = {
  id: Scalars['ID']['input'];
  input: SpecialDateInput;
};

/** How the product API's name filters match, so every search field that sends a name can say what to type. */
export type NameSearch = {
  __typename?: 'NameSearch';
  /**
   * True when the product API's name filters ignore accents ('feijao' finds 'FEIJÃO'). False when it matches accents
   * as typed, or the gateway has not yet found out: the search fields then say to type the name as registered.
   */
  accentBlind: Scalars['Boolean']['output'];
};

/** A neighbourhood of a postal code (bairros-externos). */
export type Neighbourhood = Node & {
  __typename?: 'Neighbourhood';
  /** Ativo (true) or Inativo (ativo) */
  active: Scalars['Boolean']['output'];
  /** Delivery fee (valor) */
  fee: Scalars['Decimal']['output'];
  /** Id of the neighbourhood */
  id: Scalars['ID']['output'];
  /** Name (bairro) */
  name: Scalars['String']['output'];
  /** Note (observacao) */
  note?: Maybe<Scalars['String']['output']>;
};

/** The neighbourhood form: name and fee required, fee min 0. */
export type NeighbourhoodInput = {
  /** Ativo (true) or Inativo (ativo) */
  active: Scalars['Boolean']['input'];
  /** Delivery fee (valor) */
  fee: Scalars['Decimal']['input'];
  /** Name (bairro) */
  name: Scalars['String']['input'];
  /** Note (observacao) */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** What createNeighbourhood, updateNeighbourhood and saveNeighbourhood answer: the saved neighbourhood, or the expected failures in errors */
export type NeighbourhoodPayload = {
  __typename?: 'NeighbourhoodPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Bairro Atualizado Com Sucesso!' (on add too, as the spec has it) */
  message?: Maybe<Scalars['String']['output']>;
  /** The neighbourhood as saved; null when errors is not empty */
  neighbourhood?: Maybe<Neighbourhood>;
};

/** Anything a list page holds: every list item has an id. */
export type Node = {
  /** The item's id, unique within its type */
  id: Scalars['ID']['output'];
};

/** Who a notification went to (tipo_notificacao). */
export type NotificationAudience =
  /** Every user of the app (G) */
  | 'GENERAL'
  /** Picked customers (E) */
  | 'PICKED';

/** The filter dialog: creation and send date ranges (São Paulo days, inclusive) and the two type switches. */
export type NotificationFilter = {
  /** Created on or after this day */
  createdFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Created on or before this day */
  createdTo?: InputMaybe<Scalars['Date']['input']>;
  /** 'Não-Agendadas' */
  notScheduled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Agendadas' */
  scheduled?: InputMaybe<Scalars['Boolean']['input']>;
  /** To be sent (or sent) on or after this day */
  sendFrom?: InputMaybe<Scalars['Date']['input']>;
  /** To be sent (or sent) on or before this day */
  sendTo?: InputMaybe<Scalars['Date']['input']>;
};

/** What sendNotification and notifyCustomer answer: whether the push went out (or when it is scheduled for), or the expected failures in errors */
export type NotificationPayload = {
  __typename?: 'NotificationPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** Success text to show ('Notificação enviada com Sucesso!' or 'Notificação agendada com Sucesso!') */
  message?: Maybe<Scalars['String']['output']>;
  /** When the provider will deliver it, for a scheduled notification (seconds dropped) */
  scheduledFor?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the push provider accepted the message */
  sent: Scalars['Boolean']['output'];
};

/** A row of the send dialog's client picker (clientes-lite). */
export type NotificationRecipient = Node & {
  __typename?: 'NotificationRecipient';
  /** Whole days since the last purchase, in America/Sao_Paulo */
  daysSinceLastPurchase?: Maybe<Scalars['Int']['output']>;
  /** Whether the customer has a push device; the id itself stays on the server */
  hasPushDevice: Scalars['Boolean']['output'];
  /** Client code (id) */
  id: Scalars['ID']['output'];
  /** Last purchase date (dtUltmCompra) */
  lastPurchaseDate?: Maybe<Scalars['Date']['output']>;
  /** Last purchase value (vlrUltmCompra) */
  lastPurchaseValue?: Maybe<Scalars['Decimal']['output']>;
  /** Name (cliente) */
  name: Scalars['String']['output'];
};

/** One page of notificationRecipients (the shared list contract): the rows asked and the total of every match */
export type NotificationRecipientPage = ListPage & {
  __typename?: 'NotificationRecipientPage';
  /** The notification recipient rows of the page asked, in the list's order */
  items: Array<NotificationRecipient>;
  /** Rows per page this answer used (the pageSize argument, or its default): the picker counts its pages with it */
  pageSize: Scalars['Int']['output'];
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** An offer type code with the label staff read (V Sem oferta, L Limitação, A Atacado, O Oferta; CB and CI named). */
export type OfferTypeName = {
  __typename?: 'OfferTypeName';
  /** Offer type code (tipopoferta): V, L, A, O, CB, CI, ... */
  code: Scalars['String']['output'];
  /** The name staff read, e.g. 'Limitação' */
  label: Scalars['String']['output'];
};

/** The filters of openOrders; every field is optional and each one given narrows the list */
export type OpenOrderFilter = {
  /** Customer CPF; nobody with it: the page's customerNotFound */
  customerCpf?: InputMaybe<Scalars['String']['input']>;
  /** Placed on or after this day (São Paulo) */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Statuses to show; all open statuses by default */
  statuses?: InputMaybe<Array<OrderStatus>>;
  /** Placed on or before this day (São Paulo) */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** One of the signed-in person's open sessions: a login (a browser, a tool with its token) not yet ended nor past its limits. */
export type OpenSession = {
  __typename?: 'OpenSession';
  /** The client address its login came from, as the gateway determines it (TRUSTED_PROXY_COUNT honoured); null for a session made before addresses were kept */
  address?: Maybe<Scalars['String']['output']>;
  /** True for the session making this request ('Esta sessão') */
  current: Scalars['Boolean']['output'];
  /** The device, short, from the User-Agent its login sent: 'Chrome no Windows', 'Safari no iPhone'; a tool's name ('curl'); 'Dispositivo desconhecido' when nothing is readable */
  device: Scalars['String']['output'];
  /** An opaque name of the session in this list (a digest: never the session's token nor its id in the store) */
  id: Scalars['ID']['output'];
  /** When the session last made a request (written at most once a minute) */
  lastUsedAt: Scalars['DateTime']['output'];
  /** When the person logged in */
  startedAt: Scalars['DateTime']['output'];
};

/** An order (pedido) of the customer app, as the order pages show it: customer, branch, status, delivery, values and items. */
export type Order = Node & {
  __typename?: 'Order';
  /** Linked additional orders ('Pedido Adicional'); they follow this order's status */
  additionalOrders: Array<Order>;
  /** Delivery address (endereco); null for pickup */
  address?: Maybe<Address>;
  /** Product substitution allowed (substituiProd) */
  allowsSubstitution: Scalars['Boolean']['output'];
  /** The order's money with its additional orders, from ordering to the door: what the list, details and prints show */
  amounts: OrderAmounts;
  /** The branch that serves it */
  branch: Branch;
  /** The cancellation, when the order is cancelled */
  cancellation?: Maybe<Cancellation>;
  /** Covenant code (codConvenio), shown for payment methods 11 and 12 */
  covenantCode?: Maybe<Scalars['String']['output']>;
  /** The customer who placed it */
  customer: Customer;
  /** Delivery date (dataentrega) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Delivery fee (taxaentrega) */
  deliveryFee?: Maybe<Scalars['Decimal']['output']>;
  /** The delivery period booked; null when none */
  deliveryWindow?: Maybe<DeliveryWindow>;
  /** Deliveryman; null for users who may not see order staff (SEE_ORDER_STAFF) */
  deliveryman?: Maybe<StaffMember>;
  /** Discounts (vlrdesc) */
  discount?: Maybe<Scalars['Decimal']['output']>;
  /** The customer's first purchase (qtdCompras = 1): trophy 'Primeira compra' */
  firstPurchase: Scalars['Boolean']['output'];
  /** Has butchery items (possuiacougue) */
  hasButcheryItems: Scalars['Boolean']['output'];
  /** Has limited-offer items (possuilimitacao) */
  hasLimitedItems: Scalars['Boolean']['output'];
  /** Every change to this order and its additional orders, oldest first, from the workflow journal and the audit log (one read of each for a whole page) */
  history: Array<OrderHistoryEntry>;
  /** Order number (id) */
  id: Scalars['ID']['output'];
  /** ERP invoice number (numorcamento) */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Sending this order in F to invoicing again (type 1), when this user may do it now; null otherwise */
  invoiceResend?: Maybe<StatusOption>;
  /** Item count (numitens) */
  itemCount: Scalars['Int']['output'];
  /** Its items, page by page (all of them by default), grouped by section rank */
  items: OrderItemPage;
  /** Why 'Em Falta' / 'Retornar' (setOrderItemMissing) cannot change this order's items (invoiced, completed or cancelled); null when they can */
  itemsLockedReason?: Maybe<Scalars['String']['output']>;
  /** When the purchase of this completed order was cancelled on the loyalty platform (Cresce Vendas); null if it was not */
  loyaltyCancelledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Note (observacao) */
  note?: Maybe<Scalars['String']['output']>;
  /** How it is paid; null when unknown */
  paymentMethod?: Maybe<OrderPaymentMethod>;
  /** Picker; null for users who may not see order staff (SEE_ORDER_STAFF) */
  picker?: Maybe<StaffMember>;
  /** Placed at (datapedido) */
  placedAt: Scalars['DateTime']['output'];
  /** The customer's ratings of it */
  ratings: Array<Rating>;
  /** Separated value (vltotalseparado) */
  separatedTotal?: Maybe<Scalars['Decimal']['output']>;
  /** Current status (status) */
  status: OrderStatus;
  /** Portuguese status label; E reads 'Aguardando Retirada' for pickup orders */
  statusLabel: Scalars['String']['output'];
  /** Every status of the selector, in order, and what choosing it leads to (the gateway's rules, Vendure's nextStates) */
  statusOptions: Array<StatusOption>;
  /** Initial value (vltotal) */
  total: Scalars['Decimal']['output'];
  /** Home delivery or store pickup (tipopedido) */
  type: OrderType;
  /** The last workflow run on this order, when one is running or failed */
  workflow?: Maybe<OrderWorkflow>;
};


/** An order (pedido) of the customer app, as the order pages show it: customer, branch, status, delivery, values and items. */
export type OrderItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Which figure an order's amount is: a step of the chain ordered -> separated -> invoiced -> to charge */
export type OrderAmountStage =
  /** What the ERP invoiced (VLTOTAL) */
  | 'INVOICED'
  /** What was ordered (vltotal) */
  | 'ORDERED'
  /** What picking separated (vltotalseparado) */
  | 'SEPARATED'
  /** What the courier charges */
  | 'TO_CHARGE';

/** One step of an order's money chain */
export type OrderAmountStep = {
  __typename?: 'OrderAmountStep';
  /** The figure */
  amount: Scalars['Decimal']['output'];
  /** Against the step before; null for the first */
  difference?: Maybe<Scalars['Decimal']['output']>;
  /** Its name ('Valor inicial', 'Valor separado', 'Valor faturado (ERP)', 'Valor a cobrar') */
  label: Scalars['String']['output'];
  /** Why it differs ('1 item em falta: -R$ 45,19') */
  reasons: Array<Scalars['String']['output']>;
  /** Which figure it is */
  stage: OrderAmountStage;
};

/** An order's money (Order.amounts), the order and its additional orders together */
export type OrderAmounts = {
  __typename?: 'OrderAmounts';
  /** The additional orders' part of the amount (separated, or ordered before picking) */
  additionalShare: Scalars['Decimal']['output'];
  /** Change due: changeFor - toCharge; null without a note or when it does not cover the amount */
  changeDue?: Maybe<Scalars['Decimal']['output']>;
  /** What the customer pays with, from a 'troco' note ('Troco para R$ 100,00'); null without one */
  changeFor?: Maybe<Scalars['Decimal']['output']>;
  /** Delivery fee (taxaentrega) */
  deliveryFee?: Maybe<Scalars['Decimal']['output']>;
  /** Discounts (vlrdesc) */
  discount?: Maybe<Scalars['Decimal']['output']>;
  /** What the ERP invoiced (get_payment_data VLTOTAL; get_payment_data_adicional with an additional order); null before invoicing or while the ERP does not answer */
  invoiced?: Maybe<Scalars['Decimal']['output']>;
  /** What was ordered (vltotal, delivery fee and discounts included) */
  ordered: Scalars['Decimal']['output'];
  /** What picking separated (vltotalseparado); null until every one of the orders is picked */
  separated?: Maybe<Scalars['Decimal']['output']>;
  /** The chain ordered -> separated -> invoiced -> to charge, each step with its difference explained (reads the items) */
  steps: Array<OrderAmountStep>;
  /** What the courier charges: the invoiced amount once the ERP answered, else the separated, else the ordered one */
  toCharge: Scalars['Decimal']['output'];
  /** Which figure toCharge is */
  toChargeFrom: OrderAmountStage;
};

/** One change to an order, pushed to every open board that may see it (or, once finished, that saw it). */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** Who did it (a person's name, or 'integração: <name>' for an internal tool); null for changes made outside the panel, and for users who may not see order staff (SEE_ORDER_STAFF) */
  actor?: Maybe<Scalars['String']['output']>;
  /** When it happened */
  at: Scalars['DateTime']['output'];
  /**
   * The change's stable id, made from what it describes (the order, and the workflow step or the product API's change
   * time): a subscriber never receives two events with the same id, whichever instance or watcher told it
   */
  id: Scalars['ID']['output'];
  /** What happened */
  kind: OrderEventKind;
  /**
   * The order as it stands after the change (the same Order type and batching as openOrders). Null when the caller
   * may not read it as it now stands: a COMPLETED or CANCELLED order of their branch for a user without 'Pedidos
   * Concluídos' / 'Pedidos Cancelados' (type 7), who only learns that it left 'Pedidos em Aberto'.
   */
  order?: Maybe<Order>;
  /** The order's number (id), always: when `order` is null, the board drops the row with this id */
  orderId: Scalars['ID']['output'];
};

/** What happened to an order, as the live order desk hears it (Subscription.orderEvents). */
export type OrderEventKind =
  /** A picker or a deliveryman was assigned */
  | 'ASSIGNED'
  /** Cancelled (status X): it leaves 'Pedidos em Aberto' for 'Pedidos Cancelados' */
  | 'CANCELLED'
  /** Completed (status V): it leaves 'Pedidos em Aberto' for 'Pedidos Concluídos' */
  | 'COMPLETED'
  /** A new order reached the panel (the customer app wrote it to the product API) */
  | 'CREATED'
  /** Invoiced in the ERP (status F) */
  | 'INVOICED'
  /** Items were marked missing or returned */
  | 'ITEMS_CHANGED'
  /** Its status changed (to anything but F, V and X, which have their own kinds) */
  | 'STATUS_CHANGED';

/** The filters of completedOrders and cancelledOrders; every field is optional and each one given narrows the list */
export type OrderFilter = {
  /** Customer CPF; nobody with it: the page's customerNotFound */
  customerCpf?: InputMaybe<Scalars['String']['input']>;
  /** On or after this day (São Paulo) */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** On or before this day (São Paulo) */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** One change of an order or of one of its additional orders (Order.history): what, when and who. */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** Who did it (the acting user's name); null when unknown, and for users who may not see order staff (SEE_ORDER_STAFF) */
  actor?: Maybe<Scalars['String']['output']>;
  /** When it happened */
  at: Scalars['DateTime']['output'];
  /** LOYALTY_REGISTERED, LOYALTY_CANCELLED: the invoice's coupon */
  coupon?: Maybe<Scalars['String']['output']>;
  /** STATUS_CHANGED: the status before */
  fromStatus?: Maybe<OrderStatus>;
  /** STATUS_CHANGED: the name of the status before, for the order's type */
  fromStatusLabel?: Maybe<Scalars['String']['output']>;
  /** INVOICED: the ERP invoice number (numorcamento) */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** ITEM_MISSING, ITEM_RETURNED: the order item's id */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** What changed */
  kind: OrderHistoryKind;
  /** The order changed: this order's number or one of its additional orders' */
  orderId: Scalars['ID']['output'];
  /** Where it came from (no person's name: every reader sees it) */
  origin: OrderHistoryOrigin;
  /** PUSH_SENT: the push's title */
  pushTitle?: Maybe<Scalars['String']['output']>;
  /** CANCELLED: the reason given */
  reason?: Maybe<Scalars['String']['output']>;
  /** PICKER_ASSIGNED, DELIVERYMAN_ASSIGNED: the staff member's name; null for users who may not see order staff (SEE_ORDER_STAFF) */
  staffName?: Maybe<Scalars['String']['output']>;
  /** STATUS_CHANGED: the status after */
  toStatus?: Maybe<OrderStatus>;
  /** STATUS_CHANGED: the name of the status after, for the order's type */
  toStatusLabel?: Maybe<Scalars['String']['output']>;
};

/** What one entry of an order's history records. */
export type OrderHistoryKind =
  /** The order was cancelled (reason) */
  | 'CANCELLED'
  /** A deliveryman was assigned (staffName) */
  | 'DELIVERYMAN_ASSIGNED'
  /** An ERP send was in doubt and the order was held for a person (reason: why and what to check in Winthor); once resolved, invoiceNumber is the budget a person entered, if they entered one */
  | 'HELD_FOR_CHECK'
  /** The ERP invoice number was saved (invoiceNumber) */
  | 'INVOICED'
  /** An item was marked missing, 'Em Falta' (itemId) */
  | 'ITEM_MISSING'
  /** A missing item was returned to the order, 'Retornar' (itemId) */
  | 'ITEM_RETURNED'
  /** The purchase was cancelled on the loyalty platform, Cresce Vendas (coupon) */
  | 'LOYALTY_CANCELLED'
  /** The purchase was registered on the loyalty platform, Cresce Vendas (coupon) */
  | 'LOYALTY_REGISTERED'
  /** A picker was assigned (staffName) */
  | 'PICKER_ASSIGNED'
  /** A push was sent (pushTitle) */
  | 'PUSH_SENT'
  /** The status changed (fromStatus to toStatus) */
  | 'STATUS_CHANGED';

/** Where a history entry came from: the panel, a change made outside it, or a send scheduled for later */
export type OrderHistoryOrigin =
  /** Made outside the panel (customer app, product API), seen by the order watcher while boards were open: 'fora do painel' */
  | 'OUTSIDE'
  /** Made through the panel (actor names the person, for who may see order staff) */
  | 'PANEL'
  /** A push scheduled for later (the rating request): the entry stands at its scheduled time, 'agendado' */
  | 'SCHEDULED';

/** A line of an order: the product, the quantity ordered and picked, its prices and its picking state. */
export type OrderItem = Node & {
  __typename?: 'OrderItem';
  /** Cancelled (cancela_item) */
  cancelled: Scalars['Boolean']['output'];
  /** Discount (vlrdesconto) */
  discount?: Maybe<Scalars['Decimal']['output']>;
  /** Id of the order item */
  id: Scalars['ID']['output'];
  /** Limited offer item (tipopoferta L) */
  limited: Scalars['Boolean']['output'];
  /** List price (ptabela) */
  listPrice?: Maybe<Scalars['Decimal']['output']>;
  /** Out of stock (em_falta) */
  missing: Scalars['Boolean']['output'];
  /** Picked quantity (qtd_separada) */
  pickedQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** Picking note (obs_separacao) */
  pickingNote?: Maybe<Scalars['String']['output']>;
  /** Sale price (pvenda) */
  price: Scalars['Decimal']['output'];
  /** The product ordered */
  product: OrderProduct;
  /** Ordered quantity (quantidade) */
  quantity: Scalars['Decimal']['output'];
  /** Picked (separado): the picker has taken it */
  separated: Scalars['Boolean']['output'];
  /** Items the picker put in place of this one, when the order allows substitution */
  substitutes: Array<OrderItem>;
};

/** One page of an order's items (Order.items, the shared list contract): the items asked and the total of every item */
export type OrderItemPage = ListPage & {
  __typename?: 'OrderItemPage';
  /** The order item rows of the page asked, in the list's order */
  items: Array<OrderItem>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 items */
  truncated: Scalars['Boolean']['output'];
};

/** One page of openOrders and completedOrders (the shared list contract): the rows asked and the total of every match */
export type OrderPage = ListPage & {
  __typename?: 'OrderPage';
  /** Set when the filter's CPF belongs to no customer (code CPF_NOT_FOUND): no order was looked for */
  customerNotFound?: Maybe<UserError>;
  /** The order rows of the page asked, in the list's order */
  items: Array<Order>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What the order mutations (advanceOrderStatus and the others) answer: the order as it now stands and the workflow run for it, or the expected failures in errors */
export type OrderPayload = {
  __typename?: 'OrderPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The main success text (the first of messages) */
  message?: Maybe<Scalars['String']['output']>;
  /** Every success text to show, in order (e.g. 'Separador Adicionado com Sucesso!', then 'Pedido Atualizado com Sucesso!'); empty on errors and while the workflow still runs */
  messages: Array<Scalars['String']['output']>;
  /** The order as saved; null when errors is not empty */
  order?: Maybe<Order>;
  /** The order workflow as saved; null when errors is not empty */
  workflow?: Maybe<OrderWorkflow>;
};

/** How an order is paid (forma de pagamento). */
export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the order payment method */
  id: Scalars['ID']['output'];
};

/** The product of an order item, as the order pages show it. */
export type OrderProduct = {
  __typename?: 'OrderProduct';
  /** Auxiliary code / barcode (codauxiliar) */
  auxCode?: Maybe<Scalars['String']['output']>;
  /** Category description (categoria.descricao) */
  category?: Maybe<Scalars['String']['output']>;
  /** Product code (codprod) */
  code: Scalars['String']['output'];
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the order product */
  id: Scalars['ID']['output'];
  /** Offer type (tipopoferta): L limited, CB, CI, ... */
  offerType?: Maybe<Scalars['String']['output']>;
  /** The product's section; items are grouped by it */
  section?: Maybe<ProductSection>;
  /** Unit (unidade): KG or other */
  unit: Scalars['String']['output'];
};

/** Order status (status): R Recebido, S Em Separação, P Separado, C Conferência, F Faturamento, E Entrega, V Concluído, X Cancelado. */
export type OrderStatus =
  /** Conferência: being checked */
  | 'C'
  /** Entrega: out for delivery ('Aguardando Retirada' for a pickup order) */
  | 'E'
  /** Faturamento: being invoiced in the ERP */
  | 'F'
  /** Separado: picked */
  | 'P'
  /** Recebido: placed, waiting to be picked */
  | 'R'
  /** Em Separação: a picker is picking it */
  | 'S'
  /** Concluído: completed */
  | 'V'
  /** Cancelado: cancelled */
  | 'X';

/** A status with its name (docs/areas/orders.md#states). */
export type OrderStatusName = {
  __typename?: 'OrderStatusName';
  /** Its Portuguese name, e.g. 'Em Separação' */
  label: Scalars['String']['output'];
  /** The status */
  status: OrderStatus;
};

/** Order type (tipopedido): E home delivery, L store pickup. */
export type OrderType =
  /** Home delivery (entrega) */
  | 'E'
  /** Store pickup (loja) */
  | 'L';

/**
 * How the live order desk hears of orders changed outside the panel (the customer app writes them straight to the
 * product API). Changes made in the panel reach the boards at once either way.
 */
export type OrderWatch = {
  __typename?: 'OrderWatch';
  /**
   * True while the product API's changes feed is read: outside orders reach the boards within seconds ('Ao vivo').
   * False when the product API has no such feed: the gateway reads the open orders list every intervalSeconds instead,
   * and the board says it updates periodically.
   */
  feed: Scalars['Boolean']['output'];
  /** How often, in seconds, the gateway reads the product API for outside changes */
  intervalSeconds: Scalars['Int']['output'];
};

/** A journaled workflow (status change, invoicing, completion, cancellation) of one order. */
export type OrderWorkflow = {
  __typename?: 'OrderWorkflow';
  /** Whether 'Tente Novamente' may resume it */
  canRetry: Scalars['Boolean']['output'];
  /** Why it failed (FAILED only) */
  error?: Maybe<UserError>;
  /** Set while the run is held for a person (error code UNCERTAIN): an ERP send that may have been done; resolveHeldInvoicing goes on */
  hold?: Maybe<OrderWorkflowHold>;
  /** Id of the order workflow */
  id: Scalars['ID']['output'];
  /** What it does */
  kind: WorkflowKind;
  /** Portuguese progress text of the current step (e.g. 'Faturando pedido...') */
  progress?: Maybe<Scalars['String']['output']>;
  /** Running, failed or done */
  state: WorkflowState;
  /** The success texts to show, in order, once it ends well (for a client that waited for it to finish) */
  successMessages: Array<Scalars['String']['output']>;
};

/** An invoicing (or a loyalty cancellation) held because the gateway cannot tell whether the ERP (or the loyalty platform) did a send (its answer was lost or unreadable). */
export type OrderWorkflowHold = {
  __typename?: 'OrderWorkflowHold';
  /** The branch code (codFilial) the send named */
  branch: Scalars['Int']['output'];
  /** Which send is in doubt */
  kind: HeldSendKind;
  /** The order (this one or one of its additional orders) whose send it was */
  orderId: Scalars['ID']['output'];
};

/** Page names of the panel, exactly as the specification names them (they are also the URL segment under /dashboard/). */
export type Page =
  /** 'Área de Cobertura': delivery fees per branch and postal code */
  | 'area'
  /** 'CEPs': postal codes and their neighbourhoods */
  | 'cep'
  /** 'Clientes': customer search */
  | 'cliente'
  /** 'Configurações Apps': the apps' settings, terms of use and privacy policy */
  | 'configuracaoapp'
  /** 'Configurações Gerais': branch settings */
  | 'configuracoes'
  /** 'Dashboard', the welcome page and its sales chart */
  | 'dashboard'
  /** 'Destaques': the app's highlights */
  | 'destaque'
  /** 'Entregadores': deliverymen ('Busca de Entregadores') */
  | 'entregador'
  /** 'Filiais': branches */
  | 'filial'
  /** 'Cadastro de Feriados': holidays and special dates */
  | 'funcionamento'
  /** 'Funcionários': employees */
  | 'funcionario'
  /** 'Períodos de Entrega': delivery periods */
  | 'horario'
  /** 'Integrações': keys for internal tools (schema/integrations.graphql) */
  | 'integracoes'
  /** 'Log API': the log of changes made through the panel */
  | 'logapi'
  /** 'Log Banco de Dados': the database log of the ERP jobs */
  | 'logbd'
  /** 'Notificações': push notifications */
  | 'notificacao'
  /** 'Formas de Pagamento': payment methods */
  | 'pagamento'
  /** 'Pedidos': the open orders ('Pedidos em Aberto') */
  | 'pedido'
  /** 'Pedidos Cancelados': cancelled orders */
  | 'pedidoscancelados'
  /** 'Pedidos Concluídos': completed orders */
  | 'pedidosconcluidos'
  /** 'Produtos': products and their offers */
  | 'produto'
  /** 'Receitas': recipes */
  | 'receitas'
  /** '/recovery/': password-reset links */
  | 'recovery'
  /** 'Relatórios': reports */
  | 'relatorio'
  /** 'Seções': the app's sections and their rank per branch */
  | 'secao'
  /** 'Separadores': pickers ('Busca de Separadores') */
  | 'separador';

/** The answer to a recovery request (product API POST recovery/). */
export type PasswordRecoveryPayload = {
  __typename?: 'PasswordRecoveryPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The reset link (url) the product API made for the e-mail's user, to show and copy */
  link?: Maybe<Scalars['String']['output']>;
};

/**
 * Whether a password-reset link may still be used (product API GET password-reset/{uidb64}/{token}/). A link that
 * does not verify, for whatever reason, answers valid false with the spec's text; never an error.
 */
export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.' when not valid */
  message?: Maybe<Scalars['String']['output']>;
  /** Whether the link may still be used to set a new password */
  valid: Scalars['Boolean']['output'];
};

/** The answer to a new password sent through a reset link (product API PATCH password-reset-complete). */
export type PasswordResetPayload = {
  __typename?: 'PasswordResetPayload';
  /** True when the new password was saved */
  done: Scalars['Boolean']['output'];
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Sua senha foi redefinida com sucesso! Você já pode login no app.' when done */
  message?: Maybe<Scalars['String']['output']>;
};

/** A payment method the customer app offers (formas-pagamento). */
export type PaymentMethod = Node & {
  __typename?: 'PaymentMethod';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** The ERP's charge code (codCobWinthor) */
  erpChargeCode: Scalars['String']['output'];
  /** Id of the payment method */
  id: Scalars['ID']['output'];
  /** Image URL (imagem), a 200x125 JPEG */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Internal code (codInterno); unique */
  internalCode: Scalars['String']['output'];
};

/** The add and edit forms: codes and description required. */
export type PaymentMethodInput = {
  /** Description (descricao) */
  description: Scalars['String']['input'];
  /** The ERP's charge code (codCobWinthor) */
  erpChargeCode: Scalars['String']['input'];
  /** The uploaded image's storage URL (folder 'formas-pagamento'); the gateway checks the file */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Internal code (codInterno); unique */
  internalCode: Scalars['String']['input'];
};

/** One page of paymentMethods (the shared list contract): the rows asked and the total of every match */
export type PaymentMethodPage = ListPage & {
  __typename?: 'PaymentMethodPage';
  /** The payment method rows of the page asked, in the list's order */
  items: Array<PaymentMethod>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createPaymentMethod, updatePaymentMethod and savePaymentMethod answer: the saved payment method, or the expected failures in errors */
export type PaymentMethodPayload = {
  __typename?: 'PaymentMethodPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Forma de Pagamento Adicionada com Sucesso!' or 'Forma de Pagamento Atualizada com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The payment method as saved; null when errors is not empty */
  paymentMethod?: Maybe<PaymentMethod>;
};

/** A phone number of a customer (telefones). */
export type Phone = {
  __typename?: 'Phone';
  /** Id of the phone */
  id: Scalars['ID']['output'];
  /** Main phone (principal) */
  main: Scalars['Boolean']['output'];
  /** Phone number (telefone) */
  number: Scalars['String']['output'];
};

/** Finer permissions inside a page (docs/areas/orders.md#permissions, docs/areas/catalogue.md#permissions). */
export type PolicyAction =
  /** Change an order's status from the lists (types 1 and 3). */
  | 'CHANGE_ORDER_STATUS'
  /** Edit delivery periods (superuser). */
  | 'EDIT_DELIVERY_PERIODS'
  /** Edit products (all but type 5). */
  | 'EDIT_PRODUCT'
  /** Edit a product's fora de linha flag (types 1 and 2). */
  | 'EDIT_PRODUCT_OUT_OF_LINE'
  /** Force a product's stock and price refresh from the ERP (types 1, 2, 3 and 5). */
  | 'REFRESH_PRODUCT'
  /** Resend an order in 'Faturamento' to invoicing (type 1). */
  | 'RESEND_INVOICING'
  /** See picker, deliveryman and branch on order lists (types 1 and 3). */
  | 'SEE_ORDER_STAFF'
  /** See the dashboard's orders and revenue per month (types 1 and 2 all branches, 3 its own; docs/decisions/0024-dashboard-chart-scope.md). */
  | 'SEE_SALES_CHART';

/** A postal code (ceps) with its address and neighbourhoods. */
export type PostalCode = Node & {
  __typename?: 'PostalCode';
  /** Address (endereco) */
  address?: Maybe<Scalars['String']['output']>;
  /** 8 digits (cep) */
  code: Scalars['String']['output'];
  /** Id of the postal code */
  id: Scalars['ID']['output'];
  /** Its neighbourhoods, by name */
  neighbourhoods: Array<Neighbourhood>;
};

/** The filters of postalCodes; every field is optional and each one given narrows the list */
export type PostalCodeFilter = {
  /** Postal code, 8 digits with or without punctuation (64220000, 64220-000, 64.220-000) */
  code?: InputMaybe<Scalars['String']['input']>;
};

/** The postal code form of page 'cep'. */
export type PostalCodeInput = {
  /** Address (endereco) */
  address: Scalars['String']['input'];
  /** 8 digits with or without punctuation; unique */
  code: Scalars['String']['input'];
};

/** One page of postalCodes (the shared list contract): the rows asked and the total of every match */
export type PostalCodePage = ListPage & {
  __typename?: 'PostalCodePage';
  /** The postal code rows of the page asked, in the list's order */
  items: Array<PostalCode>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createPostalCode, updatePostalCode and savePostalCode answer: the saved postal code, or the expected failures in errors */
export type PostalCodePayload = {
  __typename?: 'PostalCodePayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'CEP Cadastrado com Sucesso!' or 'CEP Atualizado com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The postal code as saved; null when errors is not empty */
  postalCode?: Maybe<PostalCode>;
};

/** The apps' privacy policy (politica-privacidade, one record; docs/decisions/0023-privacy-policy-one-text.md): a title and its text. */
export type PrivacyPolicy = {
  __typename?: 'PrivacyPolicy';
  /** The text (texto); paragraphs separated by blank lines */
  body: Scalars['String']['output'];
  /** Id of the privacy policy */
  id: Scalars['ID']['output'];
  /** Title (titulo) */
  title: Scalars['String']['output'];
};

/** The privacy policy dialog: title and text required ('Campo obrigatório!'). */
export type PrivacyPolicyInput = {
  /** The text (texto); paragraphs separated by blank lines */
  body: Scalars['String']['input'];
  /** Title (titulo) */
  title: Scalars['String']['input'];
};

/** What savePrivacyPolicy answers: the saved privacy policy, or the expected failures in errors */
export type PrivacyPolicyPayload = {
  __typename?: 'PrivacyPolicyPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Política de privacidade atualizada com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The privacy policy as saved; null when errors is not empty */
  privacyPolicy?: Maybe<PrivacyPolicy>;
};

/** A product of a branch (produtos, read through produtos-ordenados). */
export type Product = Node & {
  __typename?: 'Product';
  /** Auxiliary code / barcode (codauxiliar) */
  auxiliaryCode?: Maybe<Scalars['String']['output']>;
  /** Stock below the minimum: the card's 'Produto com Estoque abaixo do mínimo' */
  belowMinimumStock: Scalars['Boolean']['output'];
  /** Branch code (codfilial) */
  branch: Scalars['Int']['output'];
  /** The ERP refresh may be asked for it (can_update) */
  canUpdate: Scalars['Boolean']['output'];
  /** Category (categoria), read for the page's products in one call */
  category?: Maybe<CatalogueEntry>;
  /** ERP product code (codprod) */
  code: Scalars['Int']['output'];
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the product */
  id: Scalars['ID']['output'];
  /** Image URL (imagem) */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Minimum purchase quantity (qtdmincompra) */
  minimumPurchase: Scalars['Decimal']['output'];
  /** Minimum stock (estoqueminimo) */
  minimumStock: Scalars['Decimal']['output'];
  /** Notes (observacao) */
  notes?: Maybe<Scalars['String']['output']>;
  /** Offer type (tipopoferta) with its label */
  offerType: OfferTypeName;
  /** The offers, in tier order */
  offers: Array<ProductOffer>;
  /** On offer (oferta S) */
  onOffer: Scalars['Boolean']['output'];
  /** Out of line (foralinha S) */
  outOfLine: Scalars['Boolean']['output'];
  /** Quantity per pack (qtd_multiplo), when sold in packs */
  packQuantity?: Maybe<Scalars['Decimal']['output']>;
  /** The card's price rule applied to this product */
  priceDisplay: ProductPriceDisplay;
  /** Registration day (datacadastro) */
  registeredOn?: Maybe<Scalars['Date']['output']>;
  /** Sale price (pvenda) */
  salePrice: Scalars['Decimal']['output'];
  /** Section (secao) */
  section?: Maybe<CatalogueEntry>;
  /** Sold in packs (tem_multiplo) */
  soldInPacks: Scalars['Boolean']['output'];
  /** Stock (qtdestoque) */
  stock: Scalars['Decimal']['output'];
  /** Subcategory (subcategoria), read for the page's products in one call */
  subcategory?: Maybe<CatalogueEntry>;
  /** Table price (ptabela) */
  tablePrice: Scalars['Decimal']['output'];
  /** Unit (unidade): UN, KG, ... */
  unit?: Maybe<Scalars['String']['output']>;
  /** Unit weight (pesounitario), only for unit KG */
  unitWeight?: Maybe<Scalars['Decimal']['output']>;
  /** Last update by the API or the ERP (dataatualizacao): the can-update icon's tooltip */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * The 'Filtros de Produtos' dialog (docs/areas/catalogue.md#products). branch is required except for types 3 and 4,
 * who always get their own branch; another branch is refused for them.
 */
export type ProductFilter = {
  /** Auxiliary code / barcode (codauxiliar) */
  auxiliaryCode?: InputMaybe<Scalars['String']['input']>;
  /** Branch code (codfilial) */
  branch?: InputMaybe<Scalars['Int']['input']>;
  /** ERP product code (codprod) */
  code?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the description, any case */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Only products on offer (oferta=S) */
  onOfferOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Out of line (true) or in line (false); null for both */
  outOfLine?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registered on or after (datacadastro_after) */
  registeredFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Registered on or before (datacadastro_before) */
  registeredTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only products of this section */
  sectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Only products without an image (imagem=None) */
  withoutImageOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * 'Edição de Produto' (docs/areas/catalogue.md#product-edit). The ERP's codes and the branch are the stored product's
 * and cannot change. Category must belong to the section and subcategory to the category; packQuantity is read only
 * when soldInPacks, unitWeight only for unit KG. outOfLine may change only for types 1 and 2; type 5 cannot save.
 */
export type ProductInput = {
  /** Category id (categoria); must belong to the section */
  categoryId: Scalars['ID']['input'];
  /** Description (descricao) */
  description: Scalars['String']['input'];
  /** The uploaded image's storage URL (folder 'produtos'): a JPEG up to 200 KB, checked on the file */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Minimum purchase quantity (qtdmincompra) */
  minimumPurchase: Scalars['Decimal']['input'];
  /** Minimum stock (estoqueminimo) */
  minimumStock: Scalars['Decimal']['input'];
  /** Notes (observacao) */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** V, L, A or O (an ERP type such as CB or CI may stay as stored) */
  offerType: Scalars['String']['input'];
  /** On offer (oferta S) */
  onOffer: Scalars['Boolean']['input'];
  /** Out of line (foralinha S) */
  outOfLine: Scalars['Boolean']['input'];
  /** Quantity per pack (qtd_multiplo), when sold in packs */
  packQuantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Sale price (pvenda) */
  salePrice: Scalars['Decimal']['input'];
  /** Section id (secao) */
  sectionId: Scalars['ID']['input'];
  /** Sold in packs (tem_multiplo) */
  soldInPacks: Scalars['Boolean']['input'];
  /** Stock (qtdestoque) */
  stock: Scalars['Decimal']['input'];
  /** Subcategory id (subcategoria); must belong to the category */
  subcategoryId: Scalars['ID']['input'];
  /** Table price (ptabela) */
  tablePrice: Scalars['Decimal']['input'];
  /** Unit (unidade): UN, KG, ... */
  unit: Scalars['String']['input'];
  /** Unit weight (pesounitario), only for unit KG */
  unitWeight?: InputMaybe<Scalars['Decimal']['input']>;
};

/** An offer of a product at a branch (ofertas). */
export type ProductOffer = Node & {
  __typename?: 'ProductOffer';
  /** Last day (dtfinal) */
  endsOn?: Maybe<Scalars['Date']['output']>;
  /** Id of the product offer */
  id: Scalars['ID']['output'];
  /** Last quantity of the tier (limfinal); 0 for types other than L */
  maxQuantity: Scalars['Decimal']['output'];
  /** First quantity of the tier (liminicial); 0 for types other than L */
  minQuantity: Scalars['Decimal']['output'];
  /** Offer price (poferta) */
  price: Scalars['Decimal']['output'];
  /** First day (dtinicial) */
  startsOn?: Maybe<Scalars['Date']['output']>;
  /** Offer type (tipopoferta) with its label */
  type: OfferTypeName;
};

/**
 * A row of 'Edição de Ofertas': id absent for a new offer. Price, start and end required; limits required for type L
 * (0 for the others). On save the first row's dates are copied to every row.
 */
export type ProductOfferInput = {
  /** Last day (dtfinal) */
  endsOn?: InputMaybe<Scalars['Date']['input']>;
  /** Id of an existing product offer; null for a new one */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Last quantity of the tier (limfinal); 0 for types other than L */
  maxQuantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** First quantity of the tier (liminicial); 0 for types other than L */
  minQuantity?: InputMaybe<Scalars['Decimal']['input']>;
  /** Offer price (poferta) */
  price?: InputMaybe<Scalars['Decimal']['input']>;
  /** First day (dtinicial) */
  startsOn?: InputMaybe<Scalars['Date']['input']>;
  /** L, A, O or V */
  type: Scalars['String']['input'];
};

/** One page of products (the shared list contract): the rows asked and the total of every match */
export type ProductPage = ListPage & {
  __typename?: 'ProductPage';
  /** The branch listed (the user's own for types 3 and 4) */
  branch?: Maybe<Scalars['Int']['output']>;
  /** The product rows of the page asked, in the list's order */
  items: Array<Product>;
  /** The products per page this answer used (the pageSize argument): the pager counts pages with it */
  pageSize: Scalars['Int']['output'];
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** Always false: a page holds at most 50 products */
  truncated: Scalars['Boolean']['output'];
};

/** What updateProduct, saveProductOffers and deleteProductOffers answer: the saved product, or the expected failures in errors */
export type ProductPayload = {
  __typename?: 'ProductPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Produto Atualizado com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The product as saved; null when errors is not empty */
  product?: Maybe<Product>;
};

/**
 * How a card shows the price (docs/areas/catalogue.md#products): types V and L show the normal sale price alone; the
 * other types show the table price struck through next to the offer price.
 */
export type ProductPriceDisplay = {
  __typename?: 'ProductPriceDisplay';
  /** The price to show (pvenda) */
  price: Scalars['Decimal']['output'];
  /** The table price to strike through (ptabela), or null */
  struckPrice?: Maybe<Scalars['Decimal']['output']>;
};

/** What refreshProduct answers: the ERP job's state once the refresh is asked for, or the expected failures in errors */
export type ProductRefreshPayload = {
  __typename?: 'ProductRefreshPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Atualização do produto realizada com sucesso!' once the job is asked for */
  message?: Maybe<Scalars['String']['output']>;
  /** The product refresh state as saved; null when errors is not empty */
  state?: Maybe<ProductRefreshState>;
};

/** The ERP stock update job as update-logs' newest entry tells it (docs/areas/catalogue.md#calls). */
export type ProductRefreshState = {
  __typename?: 'ProductRefreshState';
  /** The entry's output ('Executando', 'Concluído: ...', 'Erro') */
  output?: Maybe<Scalars['String']['output']>;
  /** 'Executando' and not stale: edits and new refreshes wait */
  running: Scalars['Boolean']['output'];
  /** 'Executando' for longer than PRODUCT_REFRESH_STALE_MINUTES (a job lost to a restart): reported, not blocking */
  stale: Scalars['Boolean']['output'];
  /** When the newest run started (start_date_hour) */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The section of an ordered product, with its rank at the order's branch. */
export type ProductSection = {
  __typename?: 'ProductSection';
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Id of the product section */
  id: Scalars['ID']['output'];
  /** Rank of the section for the order's branch (ranksecao); items are grouped and ordered by it */
  rank?: Maybe<Scalars['Int']['output']>;
};

/** A notification sent (or scheduled) from the panel (notificacoes). */
export type PushNotification = Node & {
  __typename?: 'PushNotification';
  /** Type (tipo_notificacao): G general, E picked customers */
  audience: NotificationAudience;
  /** Creation date (data_hora_notificacao) */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Id of the push notification */
  id: Scalars['ID']['output'];
  /** Image URL (imagem), or null ('-') */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Message (mensagem) */
  message: Scalars['String']['output'];
  /** Scheduled (agendada) */
  scheduled: Scalars['Boolean']['output'];
  /** Selected users (usuarios_selecionados), 'Todos' for a general one */
  selectedUsers: Scalars['String']['output'];
  /** Send date: the schedule (data_hora_agendamento), or the creation date when not scheduled */
  sendAt?: Maybe<Scalars['DateTime']['output']>;
  /** Title (titulo) */
  title: Scalars['String']['output'];
};

/** One page of notifications (the shared list contract): the rows asked and the total of every match */
export type PushNotificationPage = ListPage & {
  __typename?: 'PushNotificationPage';
  /** The push notification rows of the page asked, in the list's order */
  items: Array<PushNotification>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type Query = {
  __typename?: 'Query';
  /** The staff users the 'Log API' filter offers, by name. */
  apiLogUsers: Array<LogUser>;
  /** The application log, newest first; pageSize -1 means all (up to 10 000). */
  apiLogs: ApiLogPage;
  /** The apps' settings; 'Erro ao carregar configurações do app: ' when they cannot be read. */
  appSettings: AppSettings;
  /** One branch by its code, null when there is none. */
  branch?: Maybe<Branch>;
  /**
   * The branches a page offers to choose from: the active branches, or the user's own branch alone where the
   * policy binds that page to it (a submanager's products, holidays, staff and reports). FORBIDDEN for a page the
   * user may not open.
   */
  branchChoices: Array<Branch>;
  /** A branch's delivery periods for the four tables of 'Períodos de Entrega'; null when there is no such branch. */
  branchSchedule?: Maybe<Array<BranchDeliveryPeriod>>;
  /** A branch's general settings; an empty form (id null) when the branch has none yet, null when there is no such branch. */
  branchSettings?: Maybe<BranchSettings>;
  /** The branch table ('Filiais'); pageSize -1 means all (up to 10 000). */
  branches: BranchPage;
  /** 'Pedidos Cancelados' */
  cancelledOrders: CancellationPage;
  /** 'Pedidos Concluídos' */
  completedOrders: OrderPage;
  /** The coverage table; pageSize -1 means all (up to 10 000). An unknown postal code answers an empty page. */
  coverageAreas: CoverageAreaPage;
  /** The branch of a code, for the form's lookup on change; null when there is none. */
  coverageBranch?: Maybe<Branch>;
  /** A postal code by its digits, for the form's lookup on change and 'Bairros do CEP'; null when there is none. */
  coveragePostalCode?: Maybe<PostalCode>;
  /** One customer by app code (id); null when there is none. */
  customer?: Maybe<Customer>;
  /** Customer search ('Busca de Clientes'); pageSize -1 means all (up to 10 000). */
  customers: CustomerPage;
  /** The staff users the 'Log Banco de Dados' filter offers, by name (their matrícula is the log's user). */
  databaseLogUsers: Array<LogUser>;
  /** The database log, newest start first; pageSize -1 means all (up to 10 000). */
  databaseLogs: DatabaseLogPage;
  /** Every delivery period, for the schedule choices of the new-branch form. */
  deliveryPeriods: Array<DeliveryPeriod>;
  /** The 'Busca de Entregadores' table (is_deliveryman, no superusers); a submanager sees its own branch only; pageSize -1 means all. */
  deliverymanEmployees: EmployeePage;
  /**
   * The 'Busca de Entregadores' table (the old name of deliverymanEmployees).
   * @deprecated Use deliverymanEmployees.
   */
  deliverymanList: EmployeePage;
  /** Available deliverymen of a branch ('Escolha um Entregador') */
  deliverymen: Array<StaffMember>;
  /** The 'Funcionários' table (no superusers); pageSize -1 means all (up to 10 000). */
  employees: EmployeePage;
  /** The highlights in creation order, 10 a page as the spec reads them; pageSize -1 means all (up to 10 000). */
  highlights: HighlightPage;
  /**
   * The branches the calendar offers: the active ones; a submanager gets their own branch only.
   * @deprecated Use branchChoices(page: funcionamento).
   */
  holidayBranches: Array<Branch>;
  /** The pages a key may be given, in menu order, each saying whether a key with a branch may hold it. */
  integrationKeyPageOptions: Array<IntegrationKeyPage>;
  /** The pages a key may be given, in menu order. */
  integrationKeyPages: Array<Page>;
  /** Every key, newest first (a short list: no paging). */
  integrationKeys: Array<IntegrationKey>;
  /** The current session, or null when not logged in (or expired). */
  me?: Maybe<Me>;
  /** The signed-in person's open sessions, the current one first, then by last use (newest first). A person's field: an integration key is refused. */
  mySessions: Array<OpenSession>;
  /** How name searches match on the product API (its capability 'accent-blind names', as /readyz shows it) */
  nameSearch: NameSearch;
  /** The client picker: customers by part of the name, 10 a page. */
  notificationRecipients: NotificationRecipientPage;
  /** The notifications sent, newest first, 5 a page on the screen; pageSize -1 means all (up to 10 000). */
  notifications: PushNotificationPage;
  /** Liveness of the schema itself; always true. */
  ok: Scalars['Boolean']['output'];
  /** The statuses an open order can be in, R to E, with their names: the switches of 'Filtro de Pedidos em Aberto' */
  openOrderStatuses: Array<OrderStatusName>;
  /** 'Pedidos em Aberto'; pageSize -1 means all (up to 10 000). */
  openOrders: OrderPage;
  /** One order by number; null when there is none (or it is another branch's, for a branch-bound user). */
  order?: Maybe<Order>;
  /** How outside changes reach the live order desk (feed or periodic reads), so the board can say which */
  orderWatch: OrderWatch;
  /** Checks a reset link's parts (uuid is the link's uidb64). Public: the reset pages are opened without a session. */
  passwordResetLink: PasswordResetLink;
  /** The payment methods by id; the page shows 6, 9 or 12 a page. pageSize -1 means all (up to 10 000). */
  paymentMethods: PaymentMethodPage;
  /** The 'Busca de Separadores' table (is_separating, no superusers); a submanager sees its own branch only; pageSize -1 means all. */
  pickerEmployees: EmployeePage;
  /**
   * The 'Busca de Separadores' table (the old name of pickerEmployees).
   * @deprecated Use pickerEmployees.
   */
  pickerList: EmployeePage;
  /** Available pickers of a branch ('Escolha um Separador') */
  pickers: Array<StaffMember>;
  /** The postal code table of page 'cep'; pageSize -1 means all (up to 10 000). */
  postalCodes: PostalCodePage;
  /**
   * The privacy policy; 'Erro ao Carregar Política de Privacidade: ' when it cannot be read, NOT_AVAILABLE (no call
   * made) when the product API has no politica-privacidade (privacyPolicyAvailability).
   */
  privacyPolicy: PrivacyPolicy;
  /** Whether this product API offers the privacy policy (politica-privacidade, capability privacyPolicy) */
  privacyPolicyAvailability: Availability;
  /**
   * The branches the products page offers: the active ones; types 3 and 4 get their own branch only.
   * @deprecated Use branchChoices(page: produto).
   */
  productBranches: Array<Branch>;
  /** Every section with its categories and their subcategories (three calls, whatever the size). */
  productCatalogue: Array<CatalogueSection>;
  /** The ERP stock update job's state, polled by the page while a refresh it asked for runs. */
  productRefreshState: ProductRefreshState;
  /** A branch's products by description, 8 a page (docs/areas/catalogue.md#constants); an empty page when no branch is chosen. */
  products: ProductPage;
  /**
   * 'Pesquisar Produtos': a branch's products whose description contains the text (trimmed, upper-case), 20 at
   * most. Refused without text or without a branch (type 3 always searches its own).
   */
  recipeProductSearch: RecipeProductSearch;
  /**
   * The branches the product search offers: the active ones; type 3 gets its own branch only.
   * @deprecated Use branchChoices(page: receitas).
   */
  recipeSearchBranches: Array<Branch>;
  /** Recipes by name, 5 a page (docs/areas/staff-and-support.md#constants); pageSize -1 means all (up to 10 000). */
  recipes: RecipePage;
  /** The branches the report page offers, and whether 'Todas' may be chosen. */
  reportBranchOptions: ReportBranchOptions;
  /**
   * A page of a report's rows (pageSize up to 10 000; -1 = all up to 10 000), read from the product API as the CSV is,
   * with the same parameter rules (BAD_USER_INPUT with the spec's messages).
   */
  reportRows: ReportRowsPage;
  /** The reports in catalogue order. */
  reports: Array<Report>;
  /**
   * Sales per month of the given years (1 to 5 years from 2000 to the current one; default: the current year in São
   * Paulo and the one before), in one product API call (dashboard/vendas-mensais). Type 3 always gets its own branch.
   * Where the product API has no such call (capability monthlySales off) no call is made: no years, and availability
   * says so.
   */
  salesByMonth: SalesByMonth;
  /**
   * The navigator's search: orders by number, customers by name or CPF, products by code, EAN or description, staff
   * by name or matrícula, and page names; only what the caller's pages allow, a branch-bound user's own branch only.
   * Text shorter than 2 characters answers nothing, unless it is a number (an order's).
   */
  search: Array<SearchHit>;
  /**
   * The active branches the rank dialog offers (code and name).
   * @deprecated Use branchChoices(page: secao).
   */
  sectionRankBranches: Array<Branch>;
  /** A branch's section ranks in rank order, available or not; empty for an unknown branch. */
  sectionRanks: Array<SectionRank>;
  /** The sections in app order (ordenar), 500 a read as the spec has it; pageSize -1 means all (up to 10 000). */
  sections: SectionPage;
  /**
   * The active branches to choose from on 'Configurações Gerais' (code and name).
   * @deprecated Use branchChoices(page: configuracoes).
   */
  settingsBranches: Array<Branch>;
  /**
   * A branch's holidays and special dates from 1 January of last year (São Paulo time), by date, up to 1000;
   * null when there is no such branch.
   */
  specialDates?: Maybe<Array<SpecialDate>>;
  /**
   * The branch choices of the staff forms: the active branches (a submanager's own only).
   * @deprecated Use branchChoices(page: separador).
   */
  staffBranchOptions: Array<Branch>;
  /** The terms of use, topics and their paragraphs in order; 'Erro ao Carregar Termos de Uso: ' on failure. */
  termsOfUse: Array<TermsTopic>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryApiLogsArgs = {
  filter?: InputMaybe<ApiLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryBranchArgs = {
  code: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryBranchChoicesArgs = {
  page: Page;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryBranchScheduleArgs = {
  branch: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryBranchSettingsArgs = {
  branch: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryBranchesArgs = {
  filter?: InputMaybe<BranchFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCancelledOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCompletedOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCoverageAreasArgs = {
  filter?: InputMaybe<CoverageAreaFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCoverageBranchArgs = {
  code: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCoveragePostalCodeArgs = {
  code: Scalars['String']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryDatabaseLogsArgs = {
  filter?: InputMaybe<DatabaseLogFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryDeliverymanEmployeesArgs = {
  filter?: InputMaybe<StaffPersonFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryDeliverymanListArgs = {
  filter?: InputMaybe<StaffPersonFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryDeliverymenArgs = {
  branch: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryEmployeesArgs = {
  filter?: InputMaybe<StaffFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryHighlightsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryNotificationRecipientsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryOpenOrdersArgs = {
  filter?: InputMaybe<OpenOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
  uuid: Scalars['String']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPaymentMethodsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPickerEmployeesArgs = {
  filter?: InputMaybe<StaffPersonFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPickerListArgs = {
  filter?: InputMaybe<StaffPersonFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPickersArgs = {
  branch: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryPostalCodesArgs = {
  filter?: InputMaybe<PostalCodeFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryProductsArgs = {
  filter: ProductFilter;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryRecipeProductSearchArgs = {
  branch?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryRecipesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QueryReportRowsArgs = {
  index: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  parameters: ReportParametersInput;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QuerySalesByMonthArgs = {
  branch?: InputMaybe<Scalars['Int']['input']>;
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QuerySectionRanksArgs = {
  branch: Scalars['Int']['input'];
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QuerySectionsArgs = {
  filter?: InputMaybe<SectionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Every read of the panel. Each field's access follows the policy of its page (user type and branch). */
export type QuerySpecialDatesArgs = {
  branch: Scalars['Int']['input'];
};

/** A customer's rating of an order (avaliação). */
export type Rating = {
  __typename?: 'Rating';
  /** Comment (observacao) */
  comment?: Maybe<Scalars['String']['output']>;
  /** Score (nota) */
  score: Scalars['Int']['output'];
};

/** A recipe (recipes/recipes). */
export type Recipe = Node & {
  __typename?: 'Recipe';
  /** Description (description) */
  description: Scalars['String']['output'];
  /** Id of the recipe */
  id: Scalars['ID']['output'];
  /** Image URL (image), a 400x400 JPEG; null when none */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Ingredients, in order */
  ingredients: Array<RecipeIngredient>;
  /** Name (name) */
  name: Scalars['String']['output'];
  /** Steps (instructions), in order */
  steps: Array<RecipeStep>;
  /** Valid only when it has ingredients and steps and every linked product has stock above zero (docs/areas/staff-and-support.md#recipes) */
  valid: Scalars['Boolean']['output'];
};

/** An ingredient of a recipe, with its amount and the catalogue products linked to it. */
export type RecipeIngredient = {
  __typename?: 'RecipeIngredient';
  /** Name (name), e.g. 'Farinha de trigo' */
  name: Scalars['String']['output'];
  /** Position in the list, from 1 (order) */
  order: Scalars['Int']['output'];
  /** Catalogue products that supply it */
  products: Array<RecipeProduct>;
  /** Amount (quantity); null when a gosto */
  quantity?: Maybe<Scalars['Decimal']['output']>;
  /** A gosto (a_gosto): no defined amount */
  toTaste: Scalars['Boolean']['output'];
  /** Unit (unit): colher de sopa, colher de chá, xícara, gramas, ml, unidade or another; null when a gosto */
  unit?: Maybe<Scalars['String']['output']>;
};

/** An ingredient as the dialog has it: name required, an amount unless to taste, linked products. */
export type RecipeIngredientInput = {
  /** Name, required */
  name: Scalars['String']['input'];
  /** Catalogue products linked to it */
  products: Array<RecipeProductInput>;
  /** A number ('1', '0,5' or '0.5'); ignored when toTaste */
  quantity?: InputMaybe<Scalars['String']['input']>;
  /** A gosto (a_gosto): no defined amount */
  toTaste: Scalars['Boolean']['input'];
  /** Ignored when toTaste */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** The recipe dialog: name, description, at least one ingredient and one step, each ingredient's name and each step's description required. */
export type RecipeInput = {
  /** Description, required */
  description: Scalars['String']['input'];
  /** The uploaded image's storage URL (folder 'produtos'); the gateway checks the file */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** At least one ingredient, in order */
  ingredients: Array<RecipeIngredientInput>;
  /** Name, required */
  name: Scalars['String']['input'];
  /** Steps (instructions), in order */
  steps: Array<RecipeStepInput>;
};

/** One page of recipes (the shared list contract): the rows asked and the total of every match */
export type RecipePage = ListPage & {
  __typename?: 'RecipePage';
  /** The recipe rows of the page asked, in the list's order */
  items: Array<Recipe>;
  /** The recipes per page this answer used (the pageSize argument; 10 000 for all): the pager counts pages with it */
  pageSize: Scalars['Int']['output'];
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What createRecipe, updateRecipe and saveRecipe answer: the saved recipe, or the expected failures in errors */
export type RecipePayload = {
  __typename?: 'RecipePayload';
  /** Fields: name, description, imageUrl, ingredients.N.name, ingredients.N.quantity, steps.N.description */
  errors: Array<UserError>;
  /** 'Receita Cadastrada Com Sucesso' or 'Atualização de receita realizada com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The recipe as saved; null when errors is not empty */
  recipe?: Maybe<Recipe>;
};

/**
 * A catalogue product linked to an ingredient (or found by the editor's search). Named productId, not id: the same
 * product is linked by several ingredients with different quantities, so clients must not merge them by id.
 */
export type RecipeProduct = {
  __typename?: 'RecipeProduct';
  /** Branch code (codfilial) */
  branch: Scalars['Int']['output'];
  /** ERP product code (codprod) */
  code: Scalars['Int']['output'];
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** Image URL (imagem) */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Stock of zero or less: the editor's 'Sem estoque' warning */
  outOfStock: Scalars['Boolean']['output'];
  /** Product id (id) */
  productId: Scalars['ID']['output'];
  /** Quantity of the product the ingredient uses (quantidade); 1 for a search result */
  quantity: Scalars['Decimal']['output'];
  /** Sale price (pvenda) */
  salePrice: Scalars['Decimal']['output'];
  /** The branch's stock (qtdestoque) */
  stock: Scalars['Decimal']['output'];
};

/** A catalogue product linked to an ingredient, with its quantity. */
export type RecipeProductInput = {
  /** Product id (id) */
  id: Scalars['ID']['input'];
  /** Quantity of the product (quantidade); 1 when absent */
  quantity?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of 'Pesquisar Produtos': a branch's products whose description contains the text. */
export type RecipeProductSearch = {
  __typename?: 'RecipeProductSearch';
  /** The branch searched (the user's own for type 3) */
  branch?: Maybe<Scalars['Int']['output']>;
  /** The products found (at most 20) */
  items: Array<RecipeProduct>;
  /** Every match of the search (at most 20 are listed) */
  total: Scalars['Int']['output'];
};

/** A step of a recipe's instructions. */
export type RecipeStep = {
  __typename?: 'RecipeStep';
  /** What to do (description) */
  description: Scalars['String']['output'];
  /** Position in the list, from 1 (order) */
  order: Scalars['Int']['output'];
};

/** A step as the dialog has it. */
export type RecipeStepInput = {
  /** What to do, required */
  description: Scalars['String']['input'];
};

/** One report of the catalogue (docs/areas/staff-and-support.md#report-catalogue). */
export type Report = {
  __typename?: 'Report';
  /** Its columns, in order: each row's values follow them */
  columns: Array<ReportColumn>;
  /** The gateway path of the CSV (add the parameters as the query string) */
  csvPath: Scalars['String']['output'];
  /** The CSV's file name */
  fileName: Scalars['String']['output'];
  /** The product API's report number (relatorioN) */
  index: Scalars['Int']['output'];
  /** What it asks for before it can be generated */
  parameters: Array<ReportParameter>;
  /** The report's title, as the page lists it */
  title: Scalars['String']['output'];
  /** The XLSX's file name (the CSV's, ending in .xlsx) */
  xlsxFileName: Scalars['String']['output'];
  /** The gateway path of the XLSX: the same rows as the CSV in cells typed by the columns' kinds (add the same query string) */
  xlsxPath: Scalars['String']['output'];
};

/** The page's branch choice: the active branches, and whether 'Todas' may be chosen (not for a submanager). */
export type ReportBranchOptions = {
  __typename?: 'ReportBranchOptions';
  /** Whether 'Todas' (every branch) may be chosen */
  allBranches: Scalars['Boolean']['output'];
  /** The active branches (a submanager's own alone) */
  branches: Array<Branch>;
};

/** A column of a report: its name and how its values are typed. */
export type ReportColumn = {
  __typename?: 'ReportColumn';
  /** The column's name, as the CSV's header says it */
  key: Scalars['String']['output'];
  /** How its values are typed */
  kind: ReportColumnKind;
};

/** How a column's values are typed (and how the CSV formats them). */
export type ReportColumnKind =
  /** An identifier written in digits (CPF, EAN, phone, ERP code): text, never a number, leading zeros kept */
  | 'CODE'
  /** A day as YYYY-MM-DD; the CSV writes DD/MM/YYYY */
  | 'DATE'
  /** A decimal with a point ('12.500'); the CSV writes a decimal comma */
  | 'DECIMAL'
  /** A whole number (codes, counts) */
  | 'INTEGER'
  /** Money as a decimal with a point ('1234.50'); the CSV writes BRL pt-BR ('R$ 1.234,50') */
  | 'MONEY'
  /** Text, as the product API gives it */
  | 'TEXT';

/** What a report asks for before it can be generated. */
export type ReportParameter =
  /** The branch (filial): a code or every branch ('Todas') */
  | 'BRANCH'
  /** The minimum order value (valorminimo), report 5 */
  | 'MINIMUM_VALUE'
  /** Start and end dates (datainicial, datafinal), inclusive */
  | 'PERIOD';

/** A report's parameters; dates as YYYY-MM-DD, branch null with allBranches for 'Todas'. */
export type ReportParametersInput = {
  /** True for every branch ('Todas'); not for a submanager */
  allBranches?: InputMaybe<Scalars['Boolean']['input']>;
  /** Branch code (filial); null with allBranches for 'Todas' */
  branch?: InputMaybe<Scalars['Int']['input']>;
  /** Last day (datafinal), inclusive, for reports that ask for PERIOD */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Minimum order value (valorminimo), for report 5 */
  minimumValue?: InputMaybe<Scalars['Decimal']['input']>;
  /** First day (datainicial), for reports that ask for PERIOD */
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

/** One row: its values in the order of the report's columns, typed by their kind (null when empty). */
export type ReportRow = {
  __typename?: 'ReportRow';
  /** The row's values in the order of the report's columns, as text typed by the column's kind; null when empty */
  values: Array<Maybe<Scalars['String']['output']>>;
};

/** One page of a report's rows (reportRows). */
export type ReportRowsPage = {
  __typename?: 'ReportRowsPage';
  /** The branch the rows cover (null: every branch or none asked) */
  branch?: Maybe<Scalars['Int']['output']>;
  /** The rows of the page asked */
  items: Array<ReportRow>;
  /** The report the rows belong to, with its columns */
  report: Report;
  /** Every row of the report for these parameters, whatever page was asked */
  total: Scalars['Int']['output'];
};

/** What a person found in Winthor for an invoicing held as uncertain (OrderWorkflow.hold): exactly one of the two. */
export type ResolveHeldInvoicingInput = {
  /** The number found in Winthor: the budget number (numorcamento) for ERP_ORDER, the customer code (codcli) for ERP_CUSTOMER; for LOYALTY_CANCEL the coupon whose purchase Cresce Vendas shows cancelled */
  erpNumber?: InputMaybe<Scalars['ID']['input']>;
  /** True: nothing was found in Winthor (for LOYALTY_CANCEL: the purchase is not cancelled in Cresce Vendas), so the send goes again */
  notFound?: InputMaybe<Scalars['Boolean']['input']>;
  /** The held workflow's id (Order.workflow.id) */
  workflowId: Scalars['ID']['input'];
};

/** What revokeIntegrationKey answers: the revoked key, or the expected failures in errors */
export type RevokeIntegrationKeyPayload = {
  __typename?: 'RevokeIntegrationKeyPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** The key as revoked; null when errors is not empty */
  integrationKey?: Maybe<IntegrationKey>;
  /** 'Chave Revogada com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
};

/** The dashboard's chart: sales per month of the years asked, for one branch or every branch. */
export type SalesByMonth = {
  __typename?: 'SalesByMonth';
  /** Whether this product API offers the monthly figures (dashboard/vendas-mensais, capability monthlySales) */
  availability: Availability;
  /** The branch the figures cover (codFilial); null: every branch */
  branch?: Maybe<Scalars['Int']['output']>;
  /** The asked years, oldest first; empty when the chart is not available */
  years: Array<YearSales>;
};

/** Delivery schedule type (tipo): N normal, FDS weekend/Sunday, F holiday, ESP special date. */
export type ScheduleType =
  /** Special dates (especial) */
  | 'ESP'
  /** Holidays (feriado) */
  | 'F'
  /** Weekend and Sunday hours (fim de semana) */
  | 'FDS'
  /** Normal weekdays */
  | 'N';

/**
 * One answer of the navigator (Ctrl+K): what was found and the panel URL that opens it where it lives (the
 * order's details dialog, the customer's dialog, the product list filtered to it, the staff member's details, a page).
 */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The kind of record found */
  kind: SearchHitKind;
  /** A short line that tells similar hits apart (customer, CPF, code, branch...); null when there is none */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The record's name as the list shows it (the order's number, the customer's or product's name, the page's name) */
  title: Scalars['String']['output'];
  /** The panel path (with its URL state) that opens the record, e.g. /dashboard/pedido/?pedido=1234 */
  url: Scalars['String']['output'];
};

/** What a navigator hit is: the kind of record found, or a page of the panel. */
export type SearchHitKind =
  /** A customer, found by name or CPF */
  | 'CUSTOMER'
  /** A staff member, found by name or matrícula */
  | 'EMPLOYEE'
  /** An order, found by its number */
  | 'ORDER'
  /** A page of the panel the user may open, found by its name */
  | 'PAGE'
  /** A product of a branch, found by code, EAN or description */
  | 'PRODUCT';

/** A section of the customer app (secoes). */
export type Section = Node & {
  __typename?: 'Section';
  /** Active (ativo S); the app shows only active sections */
  active: Scalars['Boolean']['output'];
  /** Description (descricao) */
  description: Scalars['String']['output'];
  /** The app's icon name (icone) */
  icon?: Maybe<Scalars['String']['output']>;
  /** Id of the section */
  id: Scalars['ID']['output'];
  /** Info (info) */
  info?: Maybe<Scalars['String']['output']>;
  /** Position in the app, from 0 (ordenar) */
  order: Scalars['Int']['output'];
};

/** Whether inactive sections are listed too (the page's switch). */
export type SectionFilter = {
  /** True lists inactive sections too */
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The section edit form: description and icon required, info optional. */
export type SectionInput = {
  /** Active (ativo S); the app shows only active sections */
  active: Scalars['Boolean']['input'];
  /** Description (descricao) */
  description: Scalars['String']['input'];
  /** The app's icon name (icone) */
  icon: Scalars['String']['input'];
  /** Info (info) */
  info?: InputMaybe<Scalars['String']['input']>;
};

/** What reorderSections answers: the saved sections, or the expected failures in errors */
export type SectionOrderPayload = {
  __typename?: 'SectionOrderPayload';
  /** Ids written (the sections whose position changed) */
  changedIds: Array<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Seção Atualizadas Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** Every section in the stored order after the change (inactive ones too) */
  sections?: Maybe<Array<Section>>;
};

/** One page of sections (the shared list contract): the rows asked and the total of every match */
export type SectionPage = ListPage & {
  __typename?: 'SectionPage';
  /** The section rows of the page asked, in the list's order */
  items: Array<Section>;
  /** Every match of the filter, whatever page was asked */
  total: Scalars['Int']['output'];
  /** True when pageSize -1 (all) stopped at 10 000 rows; total still counts every match */
  truncated: Scalars['Boolean']['output'];
};

/** What updateSection answers: the saved section, or the expected failures in errors */
export type SectionPayload = {
  __typename?: 'SectionPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Seção Atualizada Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The section as saved; null when errors is not empty */
  section?: Maybe<Section>;
};

/** A section's place at a branch (rank-secao-filial, read through detalhe-rank-secao-filial). */
export type SectionRank = Node & {
  __typename?: 'SectionRank';
  /** Offered at the branch (ativo): the rank dialog's 'available' checkbox */
  available: Scalars['Boolean']['output'];
  /** Branch code (filial) */
  branch: Scalars['Int']['output'];
  /** Section description (secao.descricao) */
  description: Scalars['String']['output'];
  /** The section of the branch's fee products (is_taxa); kept as stored */
  feeSection: Scalars['Boolean']['output'];
  /** Section icon name (secao.icone) */
  icon?: Maybe<Scalars['String']['output']>;
  /** Id of the section rank */
  id: Scalars['ID']['output'];
  /** Position at the branch, from 0 (rank) */
  rank: Scalars['Int']['output'];
  /** Whether the section itself is active (secao.ativo S) */
  sectionActive: Scalars['Boolean']['output'];
  /** Section id (secao.id) */
  sectionId: Scalars['ID']['output'];
};

/** What reorderSectionRanks answers: the saved section ranks, or the expected failures in errors */
export type SectionRankOrderPayload = {
  __typename?: 'SectionRankOrderPayload';
  /** Ids written (the ranks whose position changed) */
  changedIds: Array<Scalars['ID']['output']>;
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Rank Seção Atualizada Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The branch's ranks in their stored order after the change */
  ranks?: Maybe<Array<SectionRank>>;
};

/** What updateSectionRank answers: the saved section rank, or the expected failures in errors */
export type SectionRankPayload = {
  __typename?: 'SectionRankPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Rank Seção Atualizada Com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The section rank as saved; null when errors is not empty */
  rank?: Maybe<SectionRank>;
};

/** The send dialog. */
export type SendNotificationInput = {
  /** Every user of the app (GENERAL) or the customers in customerIds (PICKED) */
  audience: NotificationAudience;
  /** The picked customers' ids (PICKED only); their push devices are looked up by the gateway */
  customerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** URL of a JPEG of exactly 1038x519 px already uploaded to the storage API (folder notificacoes); the gateway checks the file */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Optional link opened by the notification (url) */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The notification's text (mensagem) */
  message: Scalars['String']['input'];
  /**
   * Required: client-chosen id of this send (8-64 letters, digits or '-'), kept when the user tries again: the same id
   * with the same content never pushes a chunk twice, and after a failure it resumes where it stopped. Omitting it is
   * deprecated and accepted for one more release only: the send is then keyed by its content and the sender, so the
   * same content sent again within two minutes is answered by the first send instead of pushing again.
   */
  requestId?: InputMaybe<Scalars['ID']['input']>;
  /** 'Agendar Notificação?': when to send, at :00 seconds, written in GMT-3; must be in the future. Absent: now. */
  scheduleAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Title, at most 25 characters ('O Titulo deve possuir no máximo 25 caracteres!') */
  title: Scalars['String']['input'];
};

/** A holiday or special date of a branch (horarios-especiais). */
export type SpecialDate = Node & {
  __typename?: 'SpecialDate';
  /** Branch code (filial) */
  branch: Scalars['Int']['output'];
  /** The day (data) */
  date: Scalars['Date']['output'];
  /** Description (descricao), e.g. 'Natal' */
  description: Scalars['String']['output'];
  /** Id of the special date */
  id: Scalars['ID']['output'];
  /** Schedule of the day (tipo) */
  type: SpecialDateType;
};

/** The calendar's add and edit form: every field required. */
export type SpecialDateInput = {
  /** Branch code; a submanager's own branch only */
  branch: Scalars['Int']['input'];
  /** The day (data) */
  date: Scalars['Date']['input'];
  /** Description (descricao), e.g. 'Natal' */
  description: Scalars['String']['input'];
  /** Schedule of the day (tipo) */
  type: SpecialDateType;
};

/** What createSpecialDate and updateSpecialDate answer: the saved special date, or the expected failures in errors */
export type SpecialDatePayload = {
  __typename?: 'SpecialDatePayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Horário Especial Adicionado com Sucesso!' or 'Horário Especial Atualizado com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The special date as saved; null when errors is not empty */
  specialDate?: Maybe<SpecialDate>;
};

/** The schedule a day follows (tipo): FDS weekend/Sunday hours, F holiday, ESP special date. */
export type SpecialDateType =
  /** The hours of a special date (especial) */
  | 'ESP'
  /** Holiday hours (feriado) */
  | 'F'
  /** Weekend and Sunday hours (fim de semana) */
  | 'FDS';

/** The 'Funcionários' filter: name (contains), CPF, matrícula and the role switches ('any of these roles'; empty = every role). */
export type StaffFilter = {
  /** CPF, digits only or formatted */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** Part of the name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Matrícula */
  registration?: InputMaybe<Scalars['String']['input']>;
  /** Any of these roles; empty or absent: every role */
  roles?: InputMaybe<Array<StaffRole>>;
  /** Situação: only active or only inactive people; absent = both */
  state?: InputMaybe<StaffState>;
};

/** A picker (separador) or deliveryman (entregador). */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** Employee id */
  id: Scalars['ID']['output'];
  /** Name (nome) */
  name: Scalars['String']['output'];
};

/** The answer to 'Enviar redefinição de senha'. */
export type StaffPasswordResetPayload = {
  __typename?: 'StaffPasswordResetPayload';
  /** The e-mail the link was made for */
  email?: Maybe<Scalars['String']['output']>;
  /** Why no link was made (NO_EMAIL, USER_INACTIVE, NOT_FOUND, the recovery's own failures) */
  errors: Array<UserError>;
  /** The reset link (url) the product API made, to show and copy, as on '/recovery/' */
  link?: Maybe<Scalars['String']['output']>;
  /** Success text to show */
  message?: Maybe<Scalars['String']['output']>;
};

/** The pickers' and deliverymen's filter: name (contains) and matrícula. */
export type StaffPersonFilter = {
  /** Part of the name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Matrícula */
  registration?: InputMaybe<Scalars['String']['input']>;
  /** Situação: only active or only inactive people; absent = both */
  state?: InputMaybe<StaffState>;
};

/** A role of an employee (its role flags is_manager, is_submanager, is_marketing, is_separating, is_deliveryman, is_checker). */
export type StaffRole =
  /** Conferente (is_checker) */
  | 'CHECKER'
  /** Entregador (is_deliveryman) */
  | 'DELIVERYMAN'
  /** Gerente (is_manager) */
  | 'MANAGER'
  /** Marketing (is_marketing) */
  | 'MARKETING'
  /** Separador (is_separating) */
  | 'PICKER'
  /** Subgerente (is_submanager), bound to a branch */
  | 'SUBMANAGER';

/** Situação of a person: ACTIVE 'Ativo' (may log in) or INACTIVE 'Inativo' (deactivated: no login). */
export type StaffState =
  /** Ativo: user.is_active true */
  | 'ACTIVE'
  /** Inativo: user.is_active false */
  | 'INACTIVE';

/** The staff member behind a session (upstream auth/users/serializer + detalhe-funcionario). */
export type StaffUser = {
  __typename?: 'StaffUser';
  /** E-mail, when the user has one */
  email?: Maybe<Scalars['String']['output']>;
  /** Employee id (detalhe-funcionario id) */
  employeeId: Scalars['ID']['output'];
  /** Upstream user pk */
  id: Scalars['ID']['output'];
  /** Registration number (username) */
  matricula: Scalars['String']['output'];
  /** Full name (nome) */
  name: Scalars['String']['output'];
};

/** One target status of an order's selector, as the gateway's status rules answer it (nothing is read for it). */
export type StatusOption = {
  __typename?: 'StatusOption';
  /** What choosing it leads to */
  kind: StatusOptionKind;
  /** The status's name for this order's type (E reads 'Aguardando Retirada' for pickup) */
  label: Scalars['String']['output'];
  /** The confirmation question (CONFIRM, CONCLUDE, CANCEL), the dialog title (CHOOSE_*) or the refusal (REFUSED) */
  message?: Maybe<Scalars['String']['output']>;
  /** Progress text while the change runs (e.g. 'Faturando pedido...'), when it has one */
  progress?: Maybe<Scalars['String']['output']>;
  /** The target status */
  status: OrderStatus;
};

/** What choosing a status in an order's selector leads to. */
export type StatusOptionKind =
  /** The cancellation dialog (reason), then the cancellation workflow */
  | 'CANCEL'
  /** The deliveryman dialog, then the change to E */
  | 'CHOOSE_DELIVERYMAN'
  /** The picker dialog, then the change to S */
  | 'CHOOSE_PICKER'
  /** The completion confirmation, then the completion workflow */
  | 'CONCLUDE'
  /** A confirmation with the option's message, then the change */
  | 'CONFIRM'
  /** The order's status now: nothing to do */
  | 'CURRENT'
  /** Not allowed: the option's message says why */
  | 'REFUSED';

/** Live answers over WebSocket (graphql-ws on /graphql). */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The live order desk: every change to the orders the caller may see, as it happens, on any gateway instance
   * (graphql-ws over WebSocket on /graphql; the session cookie, or `Authorization: Bearer <token>` in the
   * connection's init payload). A branch-bound user receives their own branch's orders only, whatever branch says.
   */
  orderEvents: OrderEvent;
  /**
   * A running workflow of one order (invoicing, completion, a status change) as each step starts and when it ends:
   * what 'Faturando pedido...' and the other progress texts show, without polling. Ends after the run is DONE or FAILED.
   */
  orderWorkflowProgress: OrderWorkflow;
};


/** Live answers over WebSocket (graphql-ws on /graphql). */
export type SubscriptionOrderEventsArgs = {
  branch?: InputMaybe<Scalars['Int']['input']>;
};


/** Live answers over WebSocket (graphql-ws on /graphql). */
export type SubscriptionOrderWorkflowProgressArgs = {
  order: Scalars['ID']['input'];
};

/** A paragraph of a topic of the terms of use (paragrafos). */
export type TermsParagraph = {
  __typename?: 'TermsParagraph';
  /** Id of the terms paragraph */
  id: Scalars['ID']['output'];
  /** An item of a list (inciso) rather than prose */
  item: Scalars['Boolean']['output'];
  /** Position in its topic, from 1 (sequencia) */
  order: Scalars['Int']['output'];
  /** The paragraph's text (texto) */
  text: Scalars['String']['output'];
};

/** A paragraph as the editor shows it: id absent for a new one; its place in the list is its order. */
export type TermsParagraphInput = {
  /** Id of an existing terms paragraph; null for a new one */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** An item of a list (inciso) rather than prose */
  item: Scalars['Boolean']['input'];
  /** The paragraph's text; a changed paragraph left empty keeps its stored text */
  text: Scalars['String']['input'];
};

/** What saveTermsOfUse answers: the saved terms topics, or the expected failures in errors */
export type TermsPayload = {
  __typename?: 'TermsPayload';
  /** Expected failures (stable code, Portuguese message, the input field concerned); empty when it worked */
  errors: Array<UserError>;
  /** 'Termos de uso atualizados com Sucesso!' */
  message?: Maybe<Scalars['String']['output']>;
  /** The terms as stored after the save */
  topics?: Maybe<Array<TermsTopic>>;
  /** How many writes the save made (created, changed and deleted topics and paragraphs) */
  writes: Scalars['Int']['output'];
};

/** A topic of the terms of use (topicos) with its paragraphs in order. */
export type TermsTopic = {
  __typename?: 'TermsTopic';
  /** Id of the terms topic */
  id: Scalars['ID']['output'];
  /** Position in the terms, from 1 (sequencia) */
  order: Scalars['Int']['output'];
  /** Its paragraphs, in order */
  paragraphs: Array<TermsParagraph>;
  /** The topic's title (titulo) */
  title: Scalars['String']['output'];
};

/** A topic as the editor shows it: id absent for a new one; its place in the list is its order. */
export type TermsTopicInput = {
  /** Id of an existing terms topic; null for a new one */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Its paragraphs in order: their place in this list is their order */
  paragraphs: Array<TermsParagraphInput>;
  /** The topic's title */
  title: Scalars['String']['input'];
};

/** Storage API folders for images (docs/areas/catalogue.md#images); formas_pagamento is the storage folder 'formas-pagamento'. */
export type UploadFolder =
  /** Highlight images */
  | 'destaques'
  /** Branch images (1039x519 JPEG) */
  | 'filiais'
  /** Payment method images (storage folder 'formas-pagamento') */
  | 'formas_pagamento'
  /** Notification images (1038x519 JPEG) */
  | 'notificacoes'
  /** Product and recipe images */
  | 'produtos';

/** An expected failure, returned as data: a stable code, the Portuguese message to show, and the input field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** The stable code to branch on */
  code: UserErrorCode;
  /** The input field it concerns (e.g. 'target', 'ingredients.0.name'); null for the whole request */
  field?: Maybe<Scalars['String']['output']>;
  /** The Portuguese text to show the person */
  message: Scalars['String']['output'];
};

/**
 * Stable codes of expected failures (UserError.code): clients branch on the code, never on the message. A code
 * stored by an older gateway that is not listed here is answered as WORKFLOW_FAILED.
 */
export type UserErrorCode =
  /** An additional order follows its main order's status and cannot be moved alone */
  | 'ADDITIONAL_ORDER'
  /** The purchase was already cancelled */
  | 'ALREADY_CANCELLED'
  /** The branch already has a coverage area for that postal code */
  | 'AREA_TAKEN'
  /** The change was made but its audit entry could not be written */
  | 'AUDIT_FAILED'
  /** Login: wrong matrícula or password */
  | 'BAD_CREDENTIALS'
  /** Upload: the file name is not accepted */
  | 'BAD_FILE_NAME'
  /** Upload: the file type is not accepted for the folder */
  | 'BAD_TYPE'
  /** A value is not valid; the message says why and field names it */
  | 'BAD_USER_INPUT'
  /** The order could not be cancelled */
  | 'CANCEL_FAILED'
  /** Another record already has this code */
  | 'CODE_TAKEN'
  /** Completion needs the order in delivery first */
  | 'COMPLETE_NEEDS_DELIVERY'
  /** Loyalty cancellation: the order has no invoice or its coupon is not found */
  | 'COUPON_MISSING'
  /** The CPF's check digits are wrong ('CPF inválido.') */
  | 'CPF_INVALID'
  /** No customer has the CPF of the filter */
  | 'CPF_NOT_FOUND'
  /** The record could not be created */
  | 'CREATE_FAILED'
  /** The order has no customer to invoice */
  | 'CUSTOMER_MISSING'
  /** The customer record could not be updated */
  | 'CUSTOMER_UPDATE_FAILED'
  /** The branch already has a holiday or special date on that day */
  | 'DAY_TAKEN'
  /** Delivery needs the order invoiced first */
  | 'DELIVERY_NEEDS_INVOICE'
  /** Login: the user has no employee record */
  | 'EMPLOYEE_NOT_FOUND'
  /** Upload: the file is empty */
  | 'EMPTY'
  /** The ERP did not take the customer */
  | 'ERP_CUSTOMER_FAILED'
  /** The ERP did not take the order */
  | 'ERP_ORDER_FAILED'
  /** The caller may not do this to this record (e.g. another branch's) */
  | 'FORBIDDEN'
  /** The image URL given is not an uploaded image of the right kind and size */
  | 'IMAGE_INVALID'
  /** The change was cut short by a gateway restart; sending it again finishes it */
  | 'INTERRUPTED'
  /** Invoicing needs the order picked first */
  | 'INVOICE_NEEDS_PICKED'
  /** The invoice number could not be saved on the order */
  | 'INVOICE_SAVE_FAILED'
  /** The product API did not save the item's change */
  | 'ITEM_UPDATE_FAILED'
  /** The loyalty platform did not cancel the purchase */
  | 'LOYALTY_CANCEL_FAILED'
  /** The loyalty platform did not register the purchase */
  | 'LOYALTY_FAILED'
  /** The branch has no loyalty platform credentials in its settings */
  | 'LOYALTY_SETTINGS'
  /** The branch's loyalty settings could not be read */
  | 'LOYALTY_SETTINGS_LOAD'
  /** The push was sent but its record could not be saved */
  | 'NOTIFICATION_RECORD_FAILED'
  /** The product API does not offer this feature (an extension beyond the specs it lacks; /readyz lists them) */
  | 'NOT_AVAILABLE'
  /** Only a completed order's purchase may be cancelled on the loyalty platform */
  | 'NOT_COMPLETED'
  /** The record named does not exist (or the caller may not see it) */
  | 'NOT_FOUND'
  /** There is nothing left to retry, or the change was superseded */
  | 'NOT_RETRYABLE'
  /** The customer has no push device */
  | 'NO_DEVICE'
  /** The person has no e-mail of their own to make a password-reset link for */
  | 'NO_EMAIL'
  /** Login: the employee has no role, so no user type */
  | 'NO_ROLE'
  /** The order has no item sold (all missing or cancelled) */
  | 'NO_SOLD_ITEMS'
  /** The order could not be read from the product API */
  | 'ORDER_LOAD_FAILED'
  /** The order's type is neither E nor L */
  | 'ORDER_TYPE_INVALID'
  /** The order's payment data could not be saved */
  | 'PAYMENT_DATA_FAILED'
  /** The order's payment data is not valid */
  | 'PAYMENT_DATA_INVALID'
  /** The order has no payment method */
  | 'PAYMENT_METHOD_MISSING'
  /** A branch's delivery period could not be created */
  | 'PERIOD_FAILED'
  /** Status P needs the order in S (picking) first */
  | 'PICKED_NEEDS_PICKING'
  /** The push provider refused or failed */
  | 'PUSH_FAILED'
  /** The push provider delivered to no device */
  | 'PUSH_NOT_DELIVERED'
  /** The upstream refused the change (e.g. a record still in use, a login refused) */
  | 'REFUSED'
  /** A required field is empty ('Campo obrigatório!'); field names it */
  | 'REQUIRED'
  /** Only an order in F (Faturamento) may be sent to invoicing again */
  | 'RESEND_NEEDS_INVOICING'
  /** The order already has the target status */
  | 'SAME_STATUS'
  /** The schedule time is not in the future */
  | 'SCHEDULE_IN_PAST'
  /** The order's separated value is zero */
  | 'SEPARATED_VALUE_ZERO'
  /** The picker or deliveryman could not be read */
  | 'STAFF_LOAD_FAILED'
  /** An order's status cannot go back */
  | 'STATUS_BACKWARD'
  /** The status (stored or asked) is not a known one */
  | 'STATUS_INVALID'
  /** The product API did not save the new status */
  | 'STATUS_UPDATE_FAILED'
  /** The order is cancelled, or completed and cannot be cancelled */
  | 'TERMINAL_STATUS'
  /** Upload: the file is larger than the folder accepts */
  | 'TOO_LARGE'
  /** Login: too many failed attempts; wait before trying again */
  | 'TOO_MANY_ATTEMPTS'
  /** A send whose answer was lost and that nothing can check: the message says what to verify before sending again. */
  | 'UNCERTAIN'
  /** The record could not be updated */
  | 'UPDATE_FAILED'
  /** Upload: the storage API refused or failed */
  | 'UPLOAD_FAILED'
  /** An upstream service answered an error; the message carries its text */
  | 'UPSTREAM_ERROR'
  /** The person was deactivated ('Desativar' on the staff pages): their login is refused */
  | 'USER_INACTIVE'
  /** The same change is already running; wait for it (or poll) instead of sending it again */
  | 'WORKFLOW_BUSY'
  /** A journaled change failed; the message says where (also any stored code this gateway does not know) */
  | 'WORKFLOW_FAILED'
  /** A write of the change failed */
  | 'WRITE_FAILED'
  /** The record belongs to another branch than the caller's */
  | 'WRONG_BRANCH'
  /** A value that must be above zero is zero */
  | 'ZERO'
  /** The invoice's total is zero */
  | 'ZERO_INVOICE_TOTAL';

/** What an order's workflow does. */
export type WorkflowKind =
  /** Cancellation (status X) */
  | 'cancellation'
  /** Completion: payment data, loyalty registration, status V */
  | 'completion'
  /** Invoicing in the ERP (status F) */
  | 'invoicing'
  /** Cancelling a completed purchase on the loyalty platform */
  | 'loyalty_cancellation'
  /** A status change (advanceOrderStatus) */
  | 'status_change';

/** Where an order's workflow stands. */
export type WorkflowState =
  /** Finished well */
  | 'DONE'
  /** Stopped on an error (error); retryOrderWorkflow resumes it when canRetry */
  | 'FAILED'
  /** Still running: poll the order's workflow until it ends */
  | 'RUNNING';

/** The twelve months of one year, January first. */
export type YearSales = {
  __typename?: 'YearSales';
  /** Its twelve months, January first */
  months: Array<MonthSales>;
  /** The year, e.g. 2026 */
  year: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  ListPage:
    | ( ApiLogPage )
    | ( Omit<BranchPage, 'items'> & { items: Array<_RefType['Branch']> } )
    | ( Omit<CancellationPage, 'items'> & { items: Array<_RefType['Cancellation']> } )
    | ( Omit<CoverageAreaPage, 'items'> & { items: Array<_RefType['CoverageArea']> } )
    | ( Omit<CustomerPage, 'items'> & { items: Array<_RefType['Customer']> } )
    | ( DatabaseLogPage )
    | ( Omit<EmployeePage, 'items'> & { items: Array<_RefType['Employee']> } )
    | ( HighlightPage )
    | ( NotificationRecipientPage )
    | ( Omit<OrderItemPage, 'items'> & { items: Array<_RefType['OrderItem']> } )
    | ( Omit<OrderPage, 'items'> & { items: Array<_RefType['Order']> } )
    | ( PaymentMethodPage )
    | ( PostalCodePage )
    | ( Omit<ProductPage, 'items'> & { items: Array<_RefType['Product']> } )
    | ( PushNotificationPage )
    | ( RecipePage )
    | ( SectionPage )
  ;
  Node:
    | ( ApiLogEntry )
    | ( BranchSource )
    | ( BranchDeliveryPeriod )
    | ( CancellationRecord )
    | ( Omit<CoverageArea, 'branch'> & { branch: _RefType['Branch'] } )
    | ( CustomerRecord )
    | ( DatabaseLogEntry )
    | ( DeliveryPeriod )
    | ( StaffRecord )
    | ( Highlight )
    | ( Neighbourhood )
    | ( NotificationRecipient )
    | ( OrderRecord )
    | ( OrderItemSource )
    | ( PaymentMethod )
    | ( PostalCode )
    | ( ProductSource )
    | ( ProductOffer )
    | ( PushNotification )
    | ( Recipe )
    | ( Section )
    | ( SectionRank )
    | ( SpecialDate )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AdvanceOrderStatusInput: AdvanceOrderStatusInput;
  ApiLogEntry: ResolverTypeWrapper<ApiLogEntry>;
  ApiLogFilter: ApiLogFilter;
  ApiLogMethod: ApiLogMethod;
  ApiLogPage: ResolverTypeWrapper<ApiLogPage>;
  AppSettings: ResolverTypeWrapper<AppSettings>;
  AppSettingsInput: AppSettingsInput;
  AppSettingsPayload: ResolverTypeWrapper<AppSettingsPayload>;
  Availability: ResolverTypeWrapper<Availability>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branch: ResolverTypeWrapper<BranchSource>;
  BranchDeliveryPeriod: ResolverTypeWrapper<BranchDeliveryPeriod>;
  BranchDeliveryPeriodInput: BranchDeliveryPeriodInput;
  BranchDeliveryPeriodPayload: ResolverTypeWrapper<BranchDeliveryPeriodPayload>;
  BranchFilter: BranchFilter;
  BranchInput: BranchInput;
  BranchPage: ResolverTypeWrapper<Omit<BranchPage, 'items'> & { items: Array<ResolversTypes['Branch']> }>;
  BranchPayload: ResolverTypeWrapper<Omit<BranchPayload, 'branch'> & { branch?: Maybe<ResolversTypes['Branch']> }>;
  BranchScheduleInput: BranchScheduleInput;
  BranchSettings: ResolverTypeWrapper<BranchSettings>;
  BranchSettingsInput: BranchSettingsInput;
  BranchSettingsPayload: ResolverTypeWrapper<BranchSettingsPayload>;
  BranchStatus: BranchStatus;
  Cancellation: ResolverTypeWrapper<CancellationRecord>;
  CancellationPage: ResolverTypeWrapper<Omit<CancellationPage, 'items'> & { items: Array<ResolversTypes['Cancellation']> }>;
  CatalogueCategory: ResolverTypeWrapper<CatalogueCategory>;
  CatalogueEntry: ResolverTypeWrapper<CatalogueEntry>;
  CatalogueSection: ResolverTypeWrapper<CatalogueSection>;
  CatalogueSubcategory: ResolverTypeWrapper<CatalogueSubcategory>;
  CoverageArea: ResolverTypeWrapper<Omit<CoverageArea, 'branch'> & { branch: ResolversTypes['Branch'] }>;
  CoverageAreaFilter: CoverageAreaFilter;
  CoverageAreaInput: CoverageAreaInput;
  CoverageAreaPage: ResolverTypeWrapper<Omit<CoverageAreaPage, 'items'> & { items: Array<ResolversTypes['CoverageArea']> }>;
  CoverageAreaPayload: ResolverTypeWrapper<Omit<CoverageAreaPayload, 'area'> & { area?: Maybe<ResolversTypes['CoverageArea']> }>;
  CreateIntegrationKeyPayload: ResolverTypeWrapper<CreateIntegrationKeyPayload>;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  CustomerFilter: CustomerFilter;
  CustomerNotificationInput: CustomerNotificationInput;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  DatabaseLogEntry: ResolverTypeWrapper<DatabaseLogEntry>;
  DatabaseLogFilter: DatabaseLogFilter;
  DatabaseLogMethod: DatabaseLogMethod;
  DatabaseLogPage: ResolverTypeWrapper<DatabaseLogPage>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DeleteHighlightPayload: ResolverTypeWrapper<DeleteHighlightPayload>;
  DeletePaymentMethodPayload: ResolverTypeWrapper<DeletePaymentMethodPayload>;
  DeleteRecipePayload: ResolverTypeWrapper<DeleteRecipePayload>;
  DeleteSpecialDatePayload: ResolverTypeWrapper<DeleteSpecialDatePayload>;
  DeliveryPeriod: ResolverTypeWrapper<DeliveryPeriod>;
  DeliveryPeriodInput: DeliveryPeriodInput;
  DeliveryPeriodPayload: ResolverTypeWrapper<DeliveryPeriodPayload>;
  DeliveryWindow: ResolverTypeWrapper<DeliveryWindow>;
  Employee: ResolverTypeWrapper<StaffRecord>;
  EmployeeInput: EmployeeInput;
  EmployeePage: ResolverTypeWrapper<Omit<EmployeePage, 'items'> & { items: Array<ResolversTypes['Employee']> }>;
  EmployeePayload: ResolverTypeWrapper<Omit<EmployeePayload, 'employee' | 'member'> & { employee?: Maybe<ResolversTypes['Employee']>, member?: Maybe<ResolversTypes['Employee']> }>;
  EndOtherSessionsPayload: ResolverTypeWrapper<EndOtherSessionsPayload>;
  HeldSendKind: HeldSendKind;
  Highlight: ResolverTypeWrapper<Highlight>;
  HighlightInput: HighlightInput;
  HighlightPage: ResolverTypeWrapper<HighlightPage>;
  HighlightPayload: ResolverTypeWrapper<HighlightPayload>;
  HighlightType: HighlightType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageUploadTicket: ResolverTypeWrapper<ImageUploadTicket>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationKey: ResolverTypeWrapper<IntegrationKey>;
  IntegrationKeyInput: IntegrationKeyInput;
  IntegrationKeyPage: ResolverTypeWrapper<IntegrationKeyPage>;
  IntegrationKeyState: IntegrationKeyState;
  ListPage: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ListPage']>;
  LogUser: ResolverTypeWrapper<LogUser>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>;
  Me: ResolverTypeWrapper<Session>;
  MonthSales: ResolverTypeWrapper<MonthSales>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NameSearch: ResolverTypeWrapper<NameSearch>;
  Neighbourhood: ResolverTypeWrapper<Neighbourhood>;
  NeighbourhoodInput: NeighbourhoodInput;
  NeighbourhoodPayload: ResolverTypeWrapper<NeighbourhoodPayload>;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  NotificationAudience: NotificationAudience;
  NotificationFilter: NotificationFilter;
  NotificationPayload: ResolverTypeWrapper<NotificationPayload>;
  NotificationRecipient: ResolverTypeWrapper<NotificationRecipient>;
  NotificationRecipientPage: ResolverTypeWrapper<NotificationRecipientPage>;
  OfferTypeName: ResolverTypeWrapper<OfferTypeName>;
  OpenOrderFilter: OpenOrderFilter;
  OpenSession: ResolverTypeWrapper<OpenSession>;
  Order: ResolverTypeWrapper<OrderRecord>;
  OrderAmountStage: OrderAmountStage;
  OrderAmountStep: ResolverTypeWrapper<AmountStep>;
  OrderAmounts: ResolverTypeWrapper<AmountsSource>;
  OrderEvent: ResolverTypeWrapper<Omit<OrderEvent, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderEventKind: OrderEventKind;
  OrderFilter: OrderFilter;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderHistoryKind: OrderHistoryKind;
  OrderHistoryOrigin: OrderHistoryOrigin;
  OrderItem: ResolverTypeWrapper<OrderItemSource>;
  OrderItemPage: ResolverTypeWrapper<Omit<OrderItemPage, 'items'> & { items: Array<ResolversTypes['OrderItem']> }>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderPaymentMethod: ResolverTypeWrapper<OrderPaymentMethod>;
  OrderProduct: ResolverTypeWrapper<OrderProduct>;
  OrderStatus: OrderStatus;
  OrderStatusName: ResolverTypeWrapper<OrderStatusName>;
  OrderType: OrderType;
  OrderWatch: ResolverTypeWrapper<OrderWatch>;
  OrderWorkflow: ResolverTypeWrapper<OrderWorkflow>;
  OrderWorkflowHold: ResolverTypeWrapper<OrderWorkflowHold>;
  Page: Page;
  PasswordRecoveryPayload: ResolverTypeWrapper<PasswordRecoveryPayload>;
  PasswordResetLink: ResolverTypeWrapper<PasswordResetLink>;
  PasswordResetPayload: ResolverTypeWrapper<PasswordResetPayload>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodInput: PaymentMethodInput;
  PaymentMethodPage: ResolverTypeWrapper<PaymentMethodPage>;
  PaymentMethodPayload: ResolverTypeWrapper<PaymentMethodPayload>;
  Phone: ResolverTypeWrapper<Phone>;
  PolicyAction: PolicyAction;
  PostalCode: ResolverTypeWrapper<PostalCode>;
  PostalCodeFilter: PostalCodeFilter;
  PostalCodeInput: PostalCodeInput;
  PostalCodePage: ResolverTypeWrapper<PostalCodePage>;
  PostalCodePayload: ResolverTypeWrapper<PostalCodePayload>;
  PrivacyPolicy: ResolverTypeWrapper<PrivacyPolicy>;
  PrivacyPolicyInput: PrivacyPolicyInput;
  PrivacyPolicyPayload: ResolverTypeWrapper<PrivacyPolicyPayload>;
  Product: ResolverTypeWrapper<ProductSource>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductOffer: ResolverTypeWrapper<ProductOffer>;
  ProductOfferInput: ProductOfferInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductPriceDisplay: ResolverTypeWrapper<ProductPriceDisplay>;
  ProductRefreshPayload: ResolverTypeWrapper<ProductRefreshPayload>;
  ProductRefreshState: ResolverTypeWrapper<ProductRefreshState>;
  ProductSection: ResolverTypeWrapper<ProductSection>;
  PushNotification: ResolverTypeWrapper<PushNotification>;
  PushNotificationPage: ResolverTypeWrapper<PushNotificationPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rating: ResolverTypeWrapper<Rating>;
  Recipe: ResolverTypeWrapper<Recipe>;
  RecipeIngredient: ResolverTypeWrapper<RecipeIngredient>;
  RecipeIngredientInput: RecipeIngredientInput;
  RecipeInput: RecipeInput;
  RecipePage: ResolverTypeWrapper<RecipePage>;
  RecipePayload: ResolverTypeWrapper<RecipePayload>;
  RecipeProduct: ResolverTypeWrapper<RecipeProduct>;
  RecipeProductInput: RecipeProductInput;
  RecipeProductSearch: ResolverTypeWrapper<RecipeProductSearch>;
  RecipeStep: ResolverTypeWrapper<RecipeStep>;
  RecipeStepInput: RecipeStepInput;
  Report: ResolverTypeWrapper<Report>;
  ReportBranchOptions: ResolverTypeWrapper<Omit<ReportBranchOptions, 'branches'> & { branches: Array<ResolversTypes['Branch']> }>;
  ReportColumn: ResolverTypeWrapper<ReportColumn>;
  ReportColumnKind: ReportColumnKind;
  ReportParameter: ReportParameter;
  ReportParametersInput: ReportParametersInput;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  ReportRowsPage: ResolverTypeWrapper<ReportRowsPage>;
  ResolveHeldInvoicingInput: ResolveHeldInvoicingInput;
  RevokeIntegrationKeyPayload: ResolverTypeWrapper<RevokeIntegrationKeyPayload>;
  SalesByMonth: ResolverTypeWrapper<SalesByMonth>;
  ScheduleType: ScheduleType;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchHitKind: SearchHitKind;
  Section: ResolverTypeWrapper<Section>;
  SectionFilter: SectionFilter;
  SectionInput: SectionInput;
  SectionOrderPayload: ResolverTypeWrapper<SectionOrderPayload>;
  SectionPage: ResolverTypeWrapper<SectionPage>;
  SectionPayload: ResolverTypeWrapper<SectionPayload>;
  SectionRank: ResolverTypeWrapper<SectionRank>;
  SectionRankOrderPayload: ResolverTypeWrapper<SectionRankOrderPayload>;
  SectionRankPayload: ResolverTypeWrapper<SectionRankPayload>;
  SendNotificationInput: SendNotificationInput;
  SpecialDate: ResolverTypeWrapper<SpecialDate>;
  SpecialDateInput: SpecialDateInput;
  SpecialDatePayload: ResolverTypeWrapper<SpecialDatePayload>;
  SpecialDateType: SpecialDateType;
  StaffFilter: StaffFilter;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffPasswordResetPayload: ResolverTypeWrapper<StaffPasswordResetPayload>;
  StaffPersonFilter: StaffPersonFilter;
  StaffRole: StaffRole;
  StaffState: StaffState;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StatusOption: ResolverTypeWrapper<StatusOption>;
  StatusOptionKind: StatusOptionKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TermsParagraph: ResolverTypeWrapper<TermsParagraph>;
  TermsParagraphInput: TermsParagraphInput;
  TermsPayload: ResolverTypeWrapper<TermsPayload>;
  TermsTopic: ResolverTypeWrapper<TermsTopic>;
  TermsTopicInput: TermsTopicInput;
  UploadFolder: UploadFolder;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  WorkflowKind: WorkflowKind;
  WorkflowState: WorkflowState;
  YearSales: ResolverTypeWrapper<YearSales>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AdvanceOrderStatusInput: AdvanceOrderStatusInput;
  ApiLogEntry: ApiLogEntry;
  ApiLogFilter: ApiLogFilter;
  ApiLogPage: ApiLogPage;
  AppSettings: AppSettings;
  AppSettingsInput: AppSettingsInput;
  AppSettingsPayload: AppSettingsPayload;
  Availability: Availability;
  Boolean: Scalars['Boolean']['output'];
  Branch: BranchSource;
  BranchDeliveryPeriod: BranchDeliveryPeriod;
  BranchDeliveryPeriodInput: BranchDeliveryPeriodInput;
  BranchDeliveryPeriodPayload: BranchDeliveryPeriodPayload;
  BranchFilter: BranchFilter;
  BranchInput: BranchInput;
  BranchPage: Omit<BranchPage, 'items'> & { items: Array<ResolversParentTypes['Branch']> };
  BranchPayload: Omit<BranchPayload, 'branch'> & { branch?: Maybe<ResolversParentTypes['Branch']> };
  BranchScheduleInput: BranchScheduleInput;
  BranchSettings: BranchSettings;
  BranchSettingsInput: BranchSettingsInput;
  BranchSettingsPayload: BranchSettingsPayload;
  Cancellation: CancellationRecord;
  CancellationPage: Omit<CancellationPage, 'items'> & { items: Array<ResolversParentTypes['Cancellation']> };
  CatalogueCategory: CatalogueCategory;
  CatalogueEntry: CatalogueEntry;
  CatalogueSection: CatalogueSection;
  CatalogueSubcategory: CatalogueSubcategory;
  CoverageArea: Omit<CoverageArea, 'branch'> & { branch: ResolversParentTypes['Branch'] };
  CoverageAreaFilter: CoverageAreaFilter;
  CoverageAreaInput: CoverageAreaInput;
  CoverageAreaPage: Omit<CoverageAreaPage, 'items'> & { items: Array<ResolversParentTypes['CoverageArea']> };
  CoverageAreaPayload: Omit<CoverageAreaPayload, 'area'> & { area?: Maybe<ResolversParentTypes['CoverageArea']> };
  CreateIntegrationKeyPayload: CreateIntegrationKeyPayload;
  Customer: CustomerRecord;
  CustomerFilter: CustomerFilter;
  CustomerNotificationInput: CustomerNotificationInput;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  DatabaseLogEntry: DatabaseLogEntry;
  DatabaseLogFilter: DatabaseLogFilter;
  DatabaseLogPage: DatabaseLogPage;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DeleteHighlightPayload: DeleteHighlightPayload;
  DeletePaymentMethodPayload: DeletePaymentMethodPayload;
  DeleteRecipePayload: DeleteRecipePayload;
  DeleteSpecialDatePayload: DeleteSpecialDatePayload;
  DeliveryPeriod: DeliveryPeriod;
  DeliveryPeriodInput: DeliveryPeriodInput;
  DeliveryPeriodPayload: DeliveryPeriodPayload;
  DeliveryWindow: DeliveryWindow;
  Employee: StaffRecord;
  EmployeeInput: EmployeeInput;
  EmployeePage: Omit<EmployeePage, 'items'> & { items: Array<ResolversParentTypes['Employee']> };
  EmployeePayload: Omit<EmployeePayload, 'employee' | 'member'> & { employee?: Maybe<ResolversParentTypes['Employee']>, member?: Maybe<ResolversParentTypes['Employee']> };
  EndOtherSessionsPayload: EndOtherSessionsPayload;
  Highlight: Highlight;
  HighlightInput: HighlightInput;
  HighlightPage: HighlightPage;
  HighlightPayload: HighlightPayload;
  ID: Scalars['ID']['output'];
  ImageUploadTicket: ImageUploadTicket;
  Int: Scalars['Int']['output'];
  IntegrationKey: IntegrationKey;
  IntegrationKeyInput: IntegrationKeyInput;
  IntegrationKeyPage: IntegrationKeyPage;
  ListPage: ResolversInterfaceTypes<ResolversParentTypes>['ListPage'];
  LogUser: LogUser;
  LoginPayload: Omit<LoginPayload, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> };
  Me: Session;
  MonthSales: MonthSales;
  Mutation: Record<PropertyKey, never>;
  NameSearch: NameSearch;
  Neighbourhood: Neighbourhood;
  NeighbourhoodInput: NeighbourhoodInput;
  NeighbourhoodPayload: NeighbourhoodPayload;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  NotificationFilter: NotificationFilter;
  NotificationPayload: NotificationPayload;
  NotificationRecipient: NotificationRecipient;
  NotificationRecipientPage: NotificationRecipientPage;
  OfferTypeName: OfferTypeName;
  OpenOrderFilter: OpenOrderFilter;
  OpenSession: OpenSession;
  Order: OrderRecord;
  OrderAmountStep: AmountStep;
  OrderAmounts: AmountsSource;
  OrderEvent: Omit<OrderEvent, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderFilter: OrderFilter;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderItem: OrderItemSource;
  OrderItemPage: Omit<OrderItemPage, 'items'> & { items: Array<ResolversParentTypes['OrderItem']> };
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderPaymentMethod: OrderPaymentMethod;
  OrderProduct: OrderProduct;
  OrderStatusName: OrderStatusName;
  OrderWatch: OrderWatch;
  OrderWorkflow: OrderWorkflow;
  OrderWorkflowHold: OrderWorkflowHold;
  PasswordRecoveryPayload: PasswordRecoveryPayload;
  PasswordResetLink: PasswordResetLink;
  PasswordResetPayload: PasswordResetPayload;
  PaymentMethod: PaymentMethod;
  PaymentMethodInput: PaymentMethodInput;
  PaymentMethodPage: PaymentMethodPage;
  PaymentMethodPayload: PaymentMethodPayload;
  Phone: Phone;
  PostalCode: PostalCode;
  PostalCodeFilter: PostalCodeFilter;
  PostalCodeInput: PostalCodeInput;
  PostalCodePage: PostalCodePage;
  PostalCodePayload: PostalCodePayload;
  PrivacyPolicy: PrivacyPolicy;
  PrivacyPolicyInput: PrivacyPolicyInput;
  PrivacyPolicyPayload: PrivacyPolicyPayload;
  Product: ProductSource;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductOffer: ProductOffer;
  ProductOfferInput: ProductOfferInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductPriceDisplay: ProductPriceDisplay;
  ProductRefreshPayload: ProductRefreshPayload;
  ProductRefreshState: ProductRefreshState;
  ProductSection: ProductSection;
  PushNotification: PushNotification;
  PushNotificationPage: PushNotificationPage;
  Query: Record<PropertyKey, never>;
  Rating: Rating;
  Recipe: Recipe;
  RecipeIngredient: RecipeIngredient;
  RecipeIngredientInput: RecipeIngredientInput;
  RecipeInput: RecipeInput;
  RecipePage: RecipePage;
  RecipePayload: RecipePayload;
  RecipeProduct: RecipeProduct;
  RecipeProductInput: RecipeProductInput;
  RecipeProductSearch: RecipeProductSearch;
  RecipeStep: RecipeStep;
  RecipeStepInput: RecipeStepInput;
  Report: Report;
  ReportBranchOptions: Omit<ReportBranchOptions, 'branches'> & { branches: Array<ResolversParentTypes['Branch']> };
  ReportColumn: ReportColumn;
  ReportParametersInput: ReportParametersInput;
  ReportRow: ReportRow;
  ReportRowsPage: ReportRowsPage;
  ResolveHeldInvoicingInput: ResolveHeldInvoicingInput;
  RevokeIntegrationKeyPayload: RevokeIntegrationKeyPayload;
  SalesByMonth: SalesByMonth;
  SearchHit: SearchHit;
  Section: Section;
  SectionFilter: SectionFilter;
  SectionInput: SectionInput;
  SectionOrderPayload: SectionOrderPayload;
  SectionPage: SectionPage;
  SectionPayload: SectionPayload;
  SectionRank: SectionRank;
  SectionRankOrderPayload: SectionRankOrderPayload;
  SectionRankPayload: SectionRankPayload;
  SendNotificationInput: SendNotificationInput;
  SpecialDate: SpecialDate;
  SpecialDateInput: SpecialDateInput;
  SpecialDatePayload: SpecialDatePayload;
  StaffFilter: StaffFilter;
  StaffMember: StaffMember;
  StaffPasswordResetPayload: StaffPasswordResetPayload;
  StaffPersonFilter: StaffPersonFilter;
  StaffUser: StaffUser;
  StatusOption: StatusOption;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TermsParagraph: TermsParagraph;
  TermsParagraphInput: TermsParagraphInput;
  TermsPayload: TermsPayload;
  TermsTopic: TermsTopic;
  TermsTopicInput: TermsTopicInput;
  UserError: UserError;
  YearSales: YearSales;
};

export type MaxLengthDirectiveArgs = {
  n: Scalars['Int']['input'];
};

export type MaxLengthDirectiveResolver<Result, Parent, ContextType = Context, Args = MaxLengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PolicyDirectiveArgs = {
  action?: Maybe<PolicyAction>;
  page: Page;
};

export type PolicyDirectiveResolver<Result, Parent, ContextType = Context, Args = PolicyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = Context, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = Context, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  neighbourhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApiLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApiLogEntry'] = ResolversParentTypes['ApiLogEntry']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['LogUser']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApiLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ApiLogPage'] = ResolversParentTypes['ApiLogPage']> = {
  items?: Resolver<Array<ResolversTypes['ApiLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AppSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppSettings'] = ResolversParentTypes['AppSettings']> = {
  androidPackageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  androidUpdateRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  androidVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appStoreUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iosPackageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iosUpdateRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iosVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickerAppUpdateRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickerAppVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playStoreUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppSettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppSettingsPayload'] = ResolversParentTypes['AppSettingsPayload']> = {
  appSettings?: Resolver<Maybe<ResolversTypes['AppSettings']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AvailabilityResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Availability'] = ResolversParentTypes['Availability']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Branch'] = ResolversParentTypes['Branch']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnpj?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryPeriods?: Resolver<Maybe<Array<ResolversTypes['BranchDeliveryPeriod']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighbourhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['BranchStatus']>, ParentType, ContextType>;
  whatsappUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BranchDeliveryPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchDeliveryPeriod'] = ResolversParentTypes['BranchDeliveryPeriod']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ScheduleType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BranchDeliveryPeriodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchDeliveryPeriodPayload'] = ResolversParentTypes['BranchDeliveryPeriodPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['BranchDeliveryPeriod']>, ParentType, ContextType>;
};

export type BranchPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchPage'] = ResolversParentTypes['BranchPage']> = {
  items?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BranchPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchPayload'] = ResolversParentTypes['BranchPayload']> = {
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchSettingsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchSettings'] = ResolversParentTypes['BranchSettings']> = {
  additionalOrderItemLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryFeeErpCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryFeeProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveryIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  loyaltyPasswordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loyaltyUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumPickupPurchase?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  minimumPurchase?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  neighbourhoodPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextDaySearchLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  serviceFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  serviceFeeErpCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceFeeProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockMarginPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  supportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BranchSettingsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BranchSettingsPayload'] = ResolversParentTypes['BranchSettingsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['BranchSettings']>, ParentType, ContextType>;
};

export type CancellationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Cancellation'] = ResolversParentTypes['Cancellation']> = {
  cancelledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CancellationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CancellationPage'] = ResolversParentTypes['CancellationPage']> = {
  customerNotFound?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogueCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogueCategory'] = ResolversParentTypes['CatalogueCategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['CatalogueSubcategory']>, ParentType, ContextType>;
};

export type CatalogueEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogueEntry'] = ResolversParentTypes['CatalogueEntry']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CatalogueSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogueSection'] = ResolversParentTypes['CatalogueSection']> = {
  categories?: Resolver<Array<ResolversTypes['CatalogueCategory']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CatalogueSubcategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CatalogueSubcategory'] = ResolversParentTypes['CatalogueSubcategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CoverageAreaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CoverageArea'] = ResolversParentTypes['CoverageArea']> = {
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  neighbourhoodsOffered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['PostalCode'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CoverageAreaPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CoverageAreaPage'] = ResolversParentTypes['CoverageAreaPage']> = {
  items?: Resolver<Array<ResolversTypes['CoverageArea']>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CoverageAreaPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CoverageAreaPayload'] = ResolversParentTypes['CoverageAreaPayload']> = {
  area?: Resolver<Maybe<ResolversTypes['CoverageArea']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateIntegrationKeyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CreateIntegrationKeyPayload'] = ResolversParentTypes['CreateIntegrationKeyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  integrationKey?: Resolver<Maybe<ResolversTypes['IntegrationKey']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Maybe<Array<ResolversTypes['Address']>>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  daysSinceLastPurchase?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erpCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPushDevice?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPurchaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lastPurchaseValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  mainPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phones?: Resolver<Maybe<Array<ResolversTypes['Phone']>>, ParentType, ContextType>;
  purchaseCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rgIssuer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rgState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DatabaseLogEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DatabaseLogEntry'] = ResolversParentTypes['DatabaseLogEntry']> = {
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['LogUser'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DatabaseLogPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DatabaseLogPage'] = ResolversParentTypes['DatabaseLogPage']> = {
  items?: Resolver<Array<ResolversTypes['DatabaseLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DeleteHighlightPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteHighlightPayload'] = ResolversParentTypes['DeleteHighlightPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeletePaymentMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeletePaymentMethodPayload'] = ResolversParentTypes['DeletePaymentMethodPayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteRecipePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteRecipePayload'] = ResolversParentTypes['DeleteRecipePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeleteSpecialDatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeleteSpecialDatePayload'] = ResolversParentTypes['DeleteSpecialDatePayload']> = {
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryPeriodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryPeriod'] = ResolversParentTypes['DeliveryPeriod']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryPeriodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryPeriodPayload'] = ResolversParentTypes['DeliveryPeriodPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['DeliveryPeriod']>, ParentType, ContextType>;
};

export type DeliveryWindowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DeliveryWindow'] = ResolversParentTypes['DeliveryWindow']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmployeeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType>;
  cpf?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  roleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmployeePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage']> = {
  items?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmployeePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EmployeePayload'] = ResolversParentTypes['EmployeePayload']> = {
  employee?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['Employee']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EndOtherSessionsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EndOtherSessionsPayload'] = ResolversParentTypes['EndOtherSessionsPayload']> = {
  ended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['OpenSession']>>, ParentType, ContextType>;
};

export type HighlightResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Highlight'] = ResolversParentTypes['Highlight']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HighlightType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HighlightPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HighlightPage'] = ResolversParentTypes['HighlightPage']> = {
  items?: Resolver<Array<ResolversTypes['Highlight']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HighlightPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HighlightPayload'] = ResolversParentTypes['HighlightPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  highlight?: Resolver<Maybe<ResolversTypes['Highlight']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageUploadTicketResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ImageUploadTicket'] = ResolversParentTypes['ImageUploadTicket']> = {
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IntegrationKeyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IntegrationKey'] = ResolversParentTypes['IntegrationKey']> = {
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IntegrationKeyState'], ParentType, ContextType>;
};

export type IntegrationKeyPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IntegrationKeyPage'] = ResolversParentTypes['IntegrationKeyPage']> = {
  branchWide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
};

export type ListPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ListPage'] = ResolversParentTypes['ListPage']> = {
  __resolveType: TypeResolveFn<'ApiLogPage' | 'BranchPage' | 'CancellationPage' | 'CoverageAreaPage' | 'CustomerPage' | 'DatabaseLogPage' | 'EmployeePage' | 'HighlightPage' | 'NotificationRecipientPage' | 'OrderItemPage' | 'OrderPage' | 'PaymentMethodPage' | 'PostalCodePage' | 'ProductPage' | 'PushNotificationPage' | 'RecipePage' | 'SectionPage', ParentType, ContextType>;
};

export type LogUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LogUser'] = ResolversParentTypes['LogUser']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  actions?: Resolver<Array<ResolversTypes['PolicyAction']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  branchBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType>;
};

export type MonthSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MonthSales'] = ResolversParentTypes['MonthSales']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBranchDeliveryPeriod?: Resolver<ResolversTypes['BranchDeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationAddBranchDeliveryPeriodArgs, 'branch' | 'input'>>;
  advanceOrderStatus?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationAdvanceOrderStatusArgs, 'input'>>;
  cancelLoyaltyPurchase?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationCancelLoyaltyPurchaseArgs, 'orderId'>>;
  cancelOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  completeOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'orderId'>>;
  createBranch?: Resolver<ResolversTypes['BranchPayload'], ParentType, ContextType, RequireFields<MutationCreateBranchArgs, 'input'>>;
  createBranchDeliveryPeriod?: Resolver<ResolversTypes['BranchDeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationCreateBranchDeliveryPeriodArgs, 'branch' | 'input'>>;
  createCoverageArea?: Resolver<ResolversTypes['CoverageAreaPayload'], ParentType, ContextType, RequireFields<MutationCreateCoverageAreaArgs, 'input'>>;
  createDeliveryPeriod?: Resolver<ResolversTypes['DeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationCreateDeliveryPeriodArgs, 'input'>>;
  createDeliveryman?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationCreateDeliverymanArgs, 'input'>>;
  createEmployee?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationCreateEmployeeArgs, 'input'>>;
  createHighlight?: Resolver<ResolversTypes['HighlightPayload'], ParentType, ContextType, RequireFields<MutationCreateHighlightArgs, 'input'>>;
  createImageUpload?: Resolver<ResolversTypes['ImageUploadTicket'], ParentType, ContextType, RequireFields<MutationCreateImageUploadArgs, 'contentType' | 'fileName' | 'folder' | 'size'>>;
  createIntegrationKey?: Resolver<ResolversTypes['CreateIntegrationKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateIntegrationKeyArgs, 'input'>>;
  createNeighbourhood?: Resolver<ResolversTypes['NeighbourhoodPayload'], ParentType, ContextType, RequireFields<MutationCreateNeighbourhoodArgs, 'input' | 'postalCodeId'>>;
  createPaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentMethodArgs, 'input'>>;
  createPicker?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationCreatePickerArgs, 'input'>>;
  createPostalCode?: Resolver<ResolversTypes['PostalCodePayload'], ParentType, ContextType, RequireFields<MutationCreatePostalCodeArgs, 'input'>>;
  createRecipe?: Resolver<ResolversTypes['RecipePayload'], ParentType, ContextType, RequireFields<MutationCreateRecipeArgs, 'input'>>;
  createSpecialDate?: Resolver<ResolversTypes['SpecialDatePayload'], ParentType, ContextType, RequireFields<MutationCreateSpecialDateArgs, 'input'>>;
  deactivateDeliveryman?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationDeactivateDeliverymanArgs, 'id'>>;
  deactivateEmployee?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationDeactivateEmployeeArgs, 'id'>>;
  deactivatePicker?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationDeactivatePickerArgs, 'id'>>;
  deleteBranchDeliveryPeriod?: Resolver<ResolversTypes['BranchDeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationDeleteBranchDeliveryPeriodArgs, 'id'>>;
  deleteHighlight?: Resolver<ResolversTypes['DeleteHighlightPayload'], ParentType, ContextType, RequireFields<MutationDeleteHighlightArgs, 'id'>>;
  deletePaymentMethod?: Resolver<ResolversTypes['DeletePaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationDeletePaymentMethodArgs, 'id'>>;
  deleteProductOffers?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductOffersArgs, 'productId'>>;
  deleteRecipe?: Resolver<ResolversTypes['DeleteRecipePayload'], ParentType, ContextType, RequireFields<MutationDeleteRecipeArgs, 'id'>>;
  deleteSpecialDate?: Resolver<ResolversTypes['DeleteSpecialDatePayload'], ParentType, ContextType, RequireFields<MutationDeleteSpecialDateArgs, 'id'>>;
  endOtherSessions?: Resolver<ResolversTypes['EndOtherSessionsPayload'], ParentType, ContextType>;
  invoiceOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationInvoiceOrderArgs, 'orderId'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'matricula' | 'password' | 'returnToken'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifyCustomer?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationNotifyCustomerArgs, 'input'>>;
  reactivateDeliveryman?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationReactivateDeliverymanArgs, 'id'>>;
  reactivateEmployee?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationReactivateEmployeeArgs, 'id'>>;
  reactivatePicker?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationReactivatePickerArgs, 'id'>>;
  refreshProduct?: Resolver<ResolversTypes['ProductRefreshPayload'], ParentType, ContextType, RequireFields<MutationRefreshProductArgs, 'id'>>;
  removeBranchDeliveryPeriod?: Resolver<ResolversTypes['BranchDeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationRemoveBranchDeliveryPeriodArgs, 'id'>>;
  reorderSectionRanks?: Resolver<ResolversTypes['SectionRankOrderPayload'], ParentType, ContextType, RequireFields<MutationReorderSectionRanksArgs, 'branch' | 'ids'>>;
  reorderSections?: Resolver<ResolversTypes['SectionOrderPayload'], ParentType, ContextType, RequireFields<MutationReorderSectionsArgs, 'ids'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['PasswordRecoveryPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'email'>>;
  resendOrderToInvoicing?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationResendOrderToInvoicingArgs, 'orderId'>>;
  resetPassword?: Resolver<ResolversTypes['PasswordResetPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'confirmation' | 'password' | 'token' | 'uuid'>>;
  resolveHeldInvoicing?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationResolveHeldInvoicingArgs, 'input'>>;
  retryOrderWorkflow?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationRetryOrderWorkflowArgs, 'workflowId'>>;
  revokeIntegrationKey?: Resolver<ResolversTypes['RevokeIntegrationKeyPayload'], ParentType, ContextType, RequireFields<MutationRevokeIntegrationKeyArgs, 'keyId'>>;
  saveAppSettings?: Resolver<ResolversTypes['AppSettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveAppSettingsArgs, 'input'>>;
  saveBranchSettings?: Resolver<ResolversTypes['BranchSettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveBranchSettingsArgs, 'branch' | 'input'>>;
  saveCoverageArea?: Resolver<ResolversTypes['CoverageAreaPayload'], ParentType, ContextType, RequireFields<MutationSaveCoverageAreaArgs, 'input'>>;
  saveHighlight?: Resolver<ResolversTypes['HighlightPayload'], ParentType, ContextType, RequireFields<MutationSaveHighlightArgs, 'input'>>;
  saveNeighbourhood?: Resolver<ResolversTypes['NeighbourhoodPayload'], ParentType, ContextType, RequireFields<MutationSaveNeighbourhoodArgs, 'input' | 'postalCodeId'>>;
  savePaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationSavePaymentMethodArgs, 'input'>>;
  savePostalCode?: Resolver<ResolversTypes['PostalCodePayload'], ParentType, ContextType, RequireFields<MutationSavePostalCodeArgs, 'input'>>;
  savePrivacyPolicy?: Resolver<ResolversTypes['PrivacyPolicyPayload'], ParentType, ContextType, RequireFields<MutationSavePrivacyPolicyArgs, 'input'>>;
  saveProductOffers?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationSaveProductOffersArgs, 'offers' | 'productId'>>;
  saveRecipe?: Resolver<ResolversTypes['RecipePayload'], ParentType, ContextType, RequireFields<MutationSaveRecipeArgs, 'input'>>;
  saveTermsOfUse?: Resolver<ResolversTypes['TermsPayload'], ParentType, ContextType, RequireFields<MutationSaveTermsOfUseArgs, 'requestId' | 'topics'>>;
  sendEmployeePasswordReset?: Resolver<ResolversTypes['StaffPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationSendEmployeePasswordResetArgs, 'id'>>;
  sendNotification?: Resolver<ResolversTypes['NotificationPayload'], ParentType, ContextType, RequireFields<MutationSendNotificationArgs, 'input'>>;
  setOrderItemMissing?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationSetOrderItemMissingArgs, 'itemId' | 'missing'>>;
  touchSession?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  updateBranch?: Resolver<ResolversTypes['BranchPayload'], ParentType, ContextType, RequireFields<MutationUpdateBranchArgs, 'input'>>;
  updateBranchDeliveryPeriod?: Resolver<ResolversTypes['BranchDeliveryPeriodPayload'], ParentType, ContextType, RequireFields<MutationUpdateBranchDeliveryPeriodArgs, 'id' | 'input'>>;
  updateCoverageArea?: Resolver<ResolversTypes['CoverageAreaPayload'], ParentType, ContextType, RequireFields<MutationUpdateCoverageAreaArgs, 'id' | 'input'>>;
  updateDeliveryman?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationUpdateDeliverymanArgs, 'id' | 'input'>>;
  updateEmployee?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input'>>;
  updateHighlight?: Resolver<ResolversTypes['HighlightPayload'], ParentType, ContextType, RequireFields<MutationUpdateHighlightArgs, 'id' | 'input'>>;
  updateNeighbourhood?: Resolver<ResolversTypes['NeighbourhoodPayload'], ParentType, ContextType, RequireFields<MutationUpdateNeighbourhoodArgs, 'id' | 'input' | 'postalCodeId'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['PaymentMethodPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'id' | 'input'>>;
  updatePicker?: Resolver<ResolversTypes['EmployeePayload'], ParentType, ContextType, RequireFields<MutationUpdatePickerArgs, 'id' | 'input'>>;
  updatePostalCode?: Resolver<ResolversTypes['PostalCodePayload'], ParentType, ContextType, RequireFields<MutationUpdatePostalCodeArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateRecipe?: Resolver<ResolversTypes['RecipePayload'], ParentType, ContextType, RequireFields<MutationUpdateRecipeArgs, 'id' | 'input'>>;
  updateSection?: Resolver<ResolversTypes['SectionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSectionArgs, 'id' | 'input'>>;
  updateSectionRank?: Resolver<ResolversTypes['SectionRankPayload'], ParentType, ContextType, RequireFields<MutationUpdateSectionRankArgs, 'available' | 'id'>>;
  updateSpecialDate?: Resolver<ResolversTypes['SpecialDatePayload'], ParentType, ContextType, RequireFields<MutationUpdateSpecialDateArgs, 'id' | 'input'>>;
};

export type NameSearchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NameSearch'] = ResolversParentTypes['NameSearch']> = {
  accentBlind?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NeighbourhoodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Neighbourhood'] = ResolversParentTypes['Neighbourhood']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NeighbourhoodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NeighbourhoodPayload'] = ResolversParentTypes['NeighbourhoodPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighbourhood?: Resolver<Maybe<ResolversTypes['Neighbourhood']>, ParentType, ContextType>;
};

export type NodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'ApiLogEntry' | 'Branch' | 'BranchDeliveryPeriod' | 'Cancellation' | 'CoverageArea' | 'Customer' | 'DatabaseLogEntry' | 'DeliveryPeriod' | 'Employee' | 'Highlight' | 'Neighbourhood' | 'NotificationRecipient' | 'Order' | 'OrderItem' | 'PaymentMethod' | 'PostalCode' | 'Product' | 'ProductOffer' | 'PushNotification' | 'Recipe' | 'Section' | 'SectionRank' | 'SpecialDate', ParentType, ContextType>;
};

export type NotificationPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationPayload'] = ResolversParentTypes['NotificationPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NotificationRecipientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationRecipient'] = ResolversParentTypes['NotificationRecipient']> = {
  daysSinceLastPurchase?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasPushDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPurchaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lastPurchaseValue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationRecipientPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NotificationRecipientPage'] = ResolversParentTypes['NotificationRecipientPage']> = {
  items?: Resolver<Array<ResolversTypes['NotificationRecipient']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OfferTypeNameResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OfferTypeName'] = ResolversParentTypes['OfferTypeName']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpenSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OpenSession'] = ResolversParentTypes['OpenSession']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  additionalOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  allowsSubstitution?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amounts?: Resolver<ResolversTypes['OrderAmounts'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Branch'], ParentType, ContextType>;
  cancellation?: Resolver<Maybe<ResolversTypes['Cancellation']>, ParentType, ContextType>;
  covenantCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  deliveryWindow?: Resolver<Maybe<ResolversTypes['DeliveryWindow']>, ParentType, ContextType>;
  deliveryman?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  firstPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasButcheryItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasLimitedItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceResend?: Resolver<Maybe<ResolversTypes['StatusOption']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['OrderItemPage'], ParentType, ContextType, RequireFields<OrderItemsArgs, 'page' | 'pageSize'>>;
  itemsLockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyCancelledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['OrderPaymentMethod']>, ParentType, ContextType>;
  picker?: Resolver<Maybe<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ratings?: Resolver<Array<ResolversTypes['Rating']>, ParentType, ContextType>;
  separatedTotal?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusOptions?: Resolver<Array<ResolversTypes['StatusOption']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['OrderWorkflow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderAmountStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAmountStep'] = ResolversParentTypes['OrderAmountStep']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OrderAmountStage'], ParentType, ContextType>;
};

export type OrderAmountsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderAmounts'] = ResolversParentTypes['OrderAmounts']> = {
  additionalShare?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  changeDue?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  changeFor?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  deliveryFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  invoiced?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  separated?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['OrderAmountStep']>, ParentType, ContextType>;
  toCharge?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  toChargeFrom?: Resolver<ResolversTypes['OrderAmountStage'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderEventKind'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  fromStatusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderHistoryKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['OrderHistoryOrigin'], ParentType, ContextType>;
  pushTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  toStatusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listPrice?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickedQuantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  pickingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['OrderProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  separated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  substitutes?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderItemPage'] = ResolversParentTypes['OrderItemPage']> = {
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  customerNotFound?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  workflow?: Resolver<Maybe<ResolversTypes['OrderWorkflow']>, ParentType, ContextType>;
};

export type OrderPaymentMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderProduct'] = ResolversParentTypes['OrderProduct']> = {
  auxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['ProductSection']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderStatusNameResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderStatusName'] = ResolversParentTypes['OrderStatusName']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderWatchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderWatch'] = ResolversParentTypes['OrderWatch']> = {
  feed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  intervalSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderWorkflowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderWorkflow'] = ResolversParentTypes['OrderWorkflow']> = {
  canRetry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  hold?: Resolver<Maybe<ResolversTypes['OrderWorkflowHold']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['WorkflowKind'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WorkflowState'], ParentType, ContextType>;
  successMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderWorkflowHoldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['OrderWorkflowHold'] = ResolversParentTypes['OrderWorkflowHold']> = {
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HeldSendKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PasswordRecoveryPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordRecoveryPayload'] = ResolversParentTypes['PasswordRecoveryPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasswordResetLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PasswordResetPayload'] = ResolversParentTypes['PasswordResetPayload']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  erpChargeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethodPage'] = ResolversParentTypes['PaymentMethodPage']> = {
  items?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaymentMethodPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaymentMethodPayload'] = ResolversParentTypes['PaymentMethodPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
};

export type PhoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Phone'] = ResolversParentTypes['Phone']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  main?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostalCodeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalCode'] = ResolversParentTypes['PostalCode']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  neighbourhoods?: Resolver<Array<ResolversTypes['Neighbourhood']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostalCodePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalCodePage'] = ResolversParentTypes['PostalCodePage']> = {
  items?: Resolver<Array<ResolversTypes['PostalCode']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostalCodePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PostalCodePayload'] = ResolversParentTypes['PostalCodePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['PostalCode']>, ParentType, ContextType>;
};

export type PrivacyPolicyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrivacyPolicy'] = ResolversParentTypes['PrivacyPolicy']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivacyPolicyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PrivacyPolicyPayload'] = ResolversParentTypes['PrivacyPolicyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicy?: Resolver<Maybe<ResolversTypes['PrivacyPolicy']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  auxiliaryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  belowMinimumStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CatalogueEntry']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumPurchase?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minimumStock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerType?: Resolver<ResolversTypes['OfferTypeName'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['ProductOffer']>, ParentType, ContextType>;
  onOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outOfLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  packQuantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  priceDisplay?: Resolver<ResolversTypes['ProductPriceDisplay'], ParentType, ContextType>;
  registeredOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['CatalogueEntry']>, ParentType, ContextType>;
  soldInPacks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['CatalogueEntry']>, ParentType, ContextType>;
  tablePrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductOffer'] = ResolversParentTypes['ProductOffer']> = {
  endsOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minQuantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  startsOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OfferTypeName'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductPriceDisplayResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductPriceDisplay'] = ResolversParentTypes['ProductPriceDisplay']> = {
  price?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  struckPrice?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type ProductRefreshPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductRefreshPayload'] = ResolversParentTypes['ProductRefreshPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['ProductRefreshState']>, ParentType, ContextType>;
};

export type ProductRefreshStateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductRefreshState'] = ResolversParentTypes['ProductRefreshState']> = {
  output?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProductSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ProductSection'] = ResolversParentTypes['ProductSection']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PushNotificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PushNotification'] = ResolversParentTypes['PushNotification']> = {
  audience?: Resolver<ResolversTypes['NotificationAudience'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selectedUsers?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sendAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PushNotificationPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PushNotificationPage'] = ResolversParentTypes['PushNotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['PushNotification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiLogUsers?: Resolver<Array<ResolversTypes['LogUser']>, ParentType, ContextType>;
  apiLogs?: Resolver<ResolversTypes['ApiLogPage'], ParentType, ContextType, RequireFields<QueryApiLogsArgs, 'page' | 'pageSize'>>;
  appSettings?: Resolver<ResolversTypes['AppSettings'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<QueryBranchArgs, 'code'>>;
  branchChoices?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<QueryBranchChoicesArgs, 'page'>>;
  branchSchedule?: Resolver<Maybe<Array<ResolversTypes['BranchDeliveryPeriod']>>, ParentType, ContextType, RequireFields<QueryBranchScheduleArgs, 'branch'>>;
  branchSettings?: Resolver<Maybe<ResolversTypes['BranchSettings']>, ParentType, ContextType, RequireFields<QueryBranchSettingsArgs, 'branch'>>;
  branches?: Resolver<ResolversTypes['BranchPage'], ParentType, ContextType, RequireFields<QueryBranchesArgs, 'page' | 'pageSize'>>;
  cancelledOrders?: Resolver<ResolversTypes['CancellationPage'], ParentType, ContextType, RequireFields<QueryCancelledOrdersArgs, 'page' | 'pageSize'>>;
  completedOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryCompletedOrdersArgs, 'page' | 'pageSize'>>;
  coverageAreas?: Resolver<ResolversTypes['CoverageAreaPage'], ParentType, ContextType, RequireFields<QueryCoverageAreasArgs, 'page' | 'pageSize'>>;
  coverageBranch?: Resolver<Maybe<ResolversTypes['Branch']>, ParentType, ContextType, RequireFields<QueryCoverageBranchArgs, 'code'>>;
  coveragePostalCode?: Resolver<Maybe<ResolversTypes['PostalCode']>, ParentType, ContextType, RequireFields<QueryCoveragePostalCodeArgs, 'code'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'pageSize'>>;
  databaseLogUsers?: Resolver<Array<ResolversTypes['LogUser']>, ParentType, ContextType>;
  databaseLogs?: Resolver<ResolversTypes['DatabaseLogPage'], ParentType, ContextType, RequireFields<QueryDatabaseLogsArgs, 'page' | 'pageSize'>>;
  deliveryPeriods?: Resolver<Array<ResolversTypes['DeliveryPeriod']>, ParentType, ContextType>;
  deliverymanEmployees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryDeliverymanEmployeesArgs, 'page' | 'pageSize'>>;
  deliverymanList?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryDeliverymanListArgs, 'page' | 'pageSize'>>;
  deliverymen?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType, RequireFields<QueryDeliverymenArgs, 'branch'>>;
  employees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'page' | 'pageSize'>>;
  highlights?: Resolver<ResolversTypes['HighlightPage'], ParentType, ContextType, RequireFields<QueryHighlightsArgs, 'page' | 'pageSize'>>;
  holidayBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  integrationKeyPageOptions?: Resolver<Array<ResolversTypes['IntegrationKeyPage']>, ParentType, ContextType>;
  integrationKeyPages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  integrationKeys?: Resolver<Array<ResolversTypes['IntegrationKey']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['OpenSession']>, ParentType, ContextType>;
  nameSearch?: Resolver<ResolversTypes['NameSearch'], ParentType, ContextType>;
  notificationRecipients?: Resolver<ResolversTypes['NotificationRecipientPage'], ParentType, ContextType, RequireFields<QueryNotificationRecipientsArgs, 'page' | 'pageSize'>>;
  notifications?: Resolver<ResolversTypes['PushNotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page' | 'pageSize'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openOrderStatuses?: Resolver<Array<ResolversTypes['OrderStatusName']>, ParentType, ContextType>;
  openOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOpenOrdersArgs, 'page' | 'pageSize'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderWatch?: Resolver<ResolversTypes['OrderWatch'], ParentType, ContextType>;
  passwordResetLink?: Resolver<ResolversTypes['PasswordResetLink'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkArgs, 'token' | 'uuid'>>;
  paymentMethods?: Resolver<ResolversTypes['PaymentMethodPage'], ParentType, ContextType, RequireFields<QueryPaymentMethodsArgs, 'page' | 'pageSize'>>;
  pickerEmployees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryPickerEmployeesArgs, 'page' | 'pageSize'>>;
  pickerList?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryPickerListArgs, 'page' | 'pageSize'>>;
  pickers?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType, RequireFields<QueryPickersArgs, 'branch'>>;
  postalCodes?: Resolver<ResolversTypes['PostalCodePage'], ParentType, ContextType, RequireFields<QueryPostalCodesArgs, 'page' | 'pageSize'>>;
  privacyPolicy?: Resolver<ResolversTypes['PrivacyPolicy'], ParentType, ContextType>;
  privacyPolicyAvailability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  productBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  productCatalogue?: Resolver<Array<ResolversTypes['CatalogueSection']>, ParentType, ContextType>;
  productRefreshState?: Resolver<ResolversTypes['ProductRefreshState'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'filter' | 'page' | 'pageSize'>>;
  recipeProductSearch?: Resolver<ResolversTypes['RecipeProductSearch'], ParentType, ContextType, RequireFields<QueryRecipeProductSearchArgs, 'text'>>;
  recipeSearchBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  recipes?: Resolver<ResolversTypes['RecipePage'], ParentType, ContextType, RequireFields<QueryRecipesArgs, 'page' | 'pageSize'>>;
  reportBranchOptions?: Resolver<ResolversTypes['ReportBranchOptions'], ParentType, ContextType>;
  reportRows?: Resolver<ResolversTypes['ReportRowsPage'], ParentType, ContextType, RequireFields<QueryReportRowsArgs, 'index' | 'parameters'>>;
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  salesByMonth?: Resolver<ResolversTypes['SalesByMonth'], ParentType, ContextType, Partial<QuerySalesByMonthArgs>>;
  search?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'limit' | 'text'>>;
  sectionRankBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  sectionRanks?: Resolver<Array<ResolversTypes['SectionRank']>, ParentType, ContextType, RequireFields<QuerySectionRanksArgs, 'branch'>>;
  sections?: Resolver<ResolversTypes['SectionPage'], ParentType, ContextType, RequireFields<QuerySectionsArgs, 'page' | 'pageSize'>>;
  settingsBranches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  specialDates?: Resolver<Maybe<Array<ResolversTypes['SpecialDate']>>, ParentType, ContextType, RequireFields<QuerySpecialDatesArgs, 'branch'>>;
  staffBranchOptions?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
  termsOfUse?: Resolver<Array<ResolversTypes['TermsTopic']>, ParentType, ContextType>;
};

export type RatingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Rating'] = ResolversParentTypes['Rating']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecipeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['RecipeIngredient']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['RecipeStep']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeIngredientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeIngredient'] = ResolversParentTypes['RecipeIngredient']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['RecipeProduct']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  toTaste?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecipePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipePage'] = ResolversParentTypes['RecipePage']> = {
  items?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipePayload'] = ResolversParentTypes['RecipePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType>;
};

export type RecipeProductResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeProduct'] = ResolversParentTypes['RecipeProduct']> = {
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outOfStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  salePrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RecipeProductSearchResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeProductSearch'] = ResolversParentTypes['RecipeProductSearch']> = {
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RecipeProduct']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecipeStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecipeStep'] = ResolversParentTypes['RecipeStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  columns?: Resolver<Array<ResolversTypes['ReportColumn']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['ReportParameter']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xlsxFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xlsxPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportBranchOptionsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportBranchOptions'] = ResolversParentTypes['ReportBranchOptions']> = {
  allBranches?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branches?: Resolver<Array<ResolversTypes['Branch']>, ParentType, ContextType>;
};

export type ReportColumnResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportColumn'] = ResolversParentTypes['ReportColumn']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportColumnKind'], ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  values?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type ReportRowsPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ReportRowsPage'] = ResolversParentTypes['ReportRowsPage']> = {
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevokeIntegrationKeyPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RevokeIntegrationKeyPayload'] = ResolversParentTypes['RevokeIntegrationKeyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  integrationKey?: Resolver<Maybe<ResolversTypes['IntegrationKey']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SalesByMonthResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SalesByMonth'] = ResolversParentTypes['SalesByMonth']> = {
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['YearSales']>, ParentType, ContextType>;
};

export type SearchHitResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = {
  kind?: Resolver<ResolversTypes['SearchHitKind'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SectionOrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionOrderPayload'] = ResolversParentTypes['SectionOrderPayload']> = {
  changedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sections?: Resolver<Maybe<Array<ResolversTypes['Section']>>, ParentType, ContextType>;
};

export type SectionPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionPage'] = ResolversParentTypes['SectionPage']> = {
  items?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SectionPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionPayload'] = ResolversParentTypes['SectionPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['Section']>, ParentType, ContextType>;
};

export type SectionRankResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionRank'] = ResolversParentTypes['SectionRank']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeSection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sectionActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sectionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SectionRankOrderPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionRankOrderPayload'] = ResolversParentTypes['SectionRankOrderPayload']> = {
  changedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ranks?: Resolver<Maybe<Array<ResolversTypes['SectionRank']>>, ParentType, ContextType>;
};

export type SectionRankPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionRankPayload'] = ResolversParentTypes['SectionRankPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['SectionRank']>, ParentType, ContextType>;
};

export type SpecialDateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpecialDate'] = ResolversParentTypes['SpecialDate']> = {
  branch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SpecialDateType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SpecialDatePayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SpecialDatePayload'] = ResolversParentTypes['SpecialDatePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specialDate?: Resolver<Maybe<ResolversTypes['SpecialDate']>, ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPasswordResetPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffPasswordResetPayload'] = ResolversParentTypes['StaffPasswordResetPayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matricula?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StatusOption'] = ResolversParentTypes['StatusOption']> = {
  kind?: Resolver<ResolversTypes['StatusOptionKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  orderEvents?: SubscriptionResolver<ResolversTypes['OrderEvent'], "orderEvents", ParentType, ContextType, Partial<SubscriptionOrderEventsArgs>>;
  orderWorkflowProgress?: SubscriptionResolver<ResolversTypes['OrderWorkflow'], "orderWorkflowProgress", ParentType, ContextType, RequireFields<SubscriptionOrderWorkflowProgressArgs, 'order'>>;
};

export type TermsParagraphResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermsParagraph'] = ResolversParentTypes['TermsParagraph']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TermsPayloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermsPayload'] = ResolversParentTypes['TermsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Maybe<Array<ResolversTypes['TermsTopic']>>, ParentType, ContextType>;
  writes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TermsTopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TermsTopic'] = ResolversParentTypes['TermsTopic']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['TermsParagraph']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type YearSalesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['YearSales'] = ResolversParentTypes['YearSales']> = {
  months?: Resolver<Array<ResolversTypes['MonthSales']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  Address?: AddressResolvers<ContextType>;
  ApiLogEntry?: ApiLogEntryResolvers<ContextType>;
  ApiLogPage?: ApiLogPageResolvers<ContextType>;
  AppSettings?: AppSettingsResolvers<ContextType>;
  AppSettingsPayload?: AppSettingsPayloadResolvers<ContextType>;
  Availability?: AvailabilityResolvers<ContextType>;
  Branch?: BranchResolvers<ContextType>;
  BranchDeliveryPeriod?: BranchDeliveryPeriodResolvers<ContextType>;
  BranchDeliveryPeriodPayload?: BranchDeliveryPeriodPayloadResolvers<ContextType>;
  BranchPage?: BranchPageResolvers<ContextType>;
  BranchPayload?: BranchPayloadResolvers<ContextType>;
  BranchSettings?: BranchSettingsResolvers<ContextType>;
  BranchSettingsPayload?: BranchSettingsPayloadResolvers<ContextType>;
  Cancellation?: CancellationResolvers<ContextType>;
  CancellationPage?: CancellationPageResolvers<ContextType>;
  CatalogueCategory?: CatalogueCategoryResolvers<ContextType>;
  CatalogueEntry?: CatalogueEntryResolvers<ContextType>;
  CatalogueSection?: CatalogueSectionResolvers<ContextType>;
  CatalogueSubcategory?: CatalogueSubcategoryResolvers<ContextType>;
  CoverageArea?: CoverageAreaResolvers<ContextType>;
  CoverageAreaPage?: CoverageAreaPageResolvers<ContextType>;
  CoverageAreaPayload?: CoverageAreaPayloadResolvers<ContextType>;
  CreateIntegrationKeyPayload?: CreateIntegrationKeyPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  DatabaseLogEntry?: DatabaseLogEntryResolvers<ContextType>;
  DatabaseLogPage?: DatabaseLogPageResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DeleteHighlightPayload?: DeleteHighlightPayloadResolvers<ContextType>;
  DeletePaymentMethodPayload?: DeletePaymentMethodPayloadResolvers<ContextType>;
  DeleteRecipePayload?: DeleteRecipePayloadResolvers<ContextType>;
  DeleteSpecialDatePayload?: DeleteSpecialDatePayloadResolvers<ContextType>;
  DeliveryPeriod?: DeliveryPeriodResolvers<ContextType>;
  DeliveryPeriodPayload?: DeliveryPeriodPayloadResolvers<ContextType>;
  DeliveryWindow?: DeliveryWindowResolvers<ContextType>;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  EmployeePayload?: EmployeePayloadResolvers<ContextType>;
  EndOtherSessionsPayload?: EndOtherSessionsPayloadResolvers<ContextType>;
  Highlight?: HighlightResolvers<ContextType>;
  HighlightPage?: HighlightPageResolvers<ContextType>;
  HighlightPayload?: HighlightPayloadResolvers<ContextType>;
  ImageUploadTicket?: ImageUploadTicketResolvers<ContextType>;
  IntegrationKey?: IntegrationKeyResolvers<ContextType>;
  IntegrationKeyPage?: IntegrationKeyPageResolvers<ContextType>;
  ListPage?: ListPageResolvers<ContextType>;
  LogUser?: LogUserResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MonthSales?: MonthSalesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NameSearch?: NameSearchResolvers<ContextType>;
  Neighbourhood?: NeighbourhoodResolvers<ContextType>;
  NeighbourhoodPayload?: NeighbourhoodPayloadResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  NotificationPayload?: NotificationPayloadResolvers<ContextType>;
  NotificationRecipient?: NotificationRecipientResolvers<ContextType>;
  NotificationRecipientPage?: NotificationRecipientPageResolvers<ContextType>;
  OfferTypeName?: OfferTypeNameResolvers<ContextType>;
  OpenSession?: OpenSessionResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAmountStep?: OrderAmountStepResolvers<ContextType>;
  OrderAmounts?: OrderAmountsResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemPage?: OrderItemPageResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>;
  OrderProduct?: OrderProductResolvers<ContextType>;
  OrderStatusName?: OrderStatusNameResolvers<ContextType>;
  OrderWatch?: OrderWatchResolvers<ContextType>;
  OrderWorkflow?: OrderWorkflowResolvers<ContextType>;
  OrderWorkflowHold?: OrderWorkflowHoldResolvers<ContextType>;
  PasswordRecoveryPayload?: PasswordRecoveryPayloadResolvers<ContextType>;
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>;
  PasswordResetPayload?: PasswordResetPayloadResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodPage?: PaymentMethodPageResolvers<ContextType>;
  PaymentMethodPayload?: PaymentMethodPayloadResolvers<ContextType>;
  Phone?: PhoneResolvers<ContextType>;
  PostalCode?: PostalCodeResolvers<ContextType>;
  PostalCodePage?: PostalCodePageResolvers<ContextType>;
  PostalCodePayload?: PostalCodePayloadResolvers<ContextType>;
  PrivacyPolicy?: PrivacyPolicyResolvers<ContextType>;
  PrivacyPolicyPayload?: PrivacyPolicyPayloadResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductOffer?: ProductOfferResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductPriceDisplay?: ProductPriceDisplayResolvers<ContextType>;
  ProductRefreshPayload?: ProductRefreshPayloadResolvers<ContextType>;
  ProductRefreshState?: ProductRefreshStateResolvers<ContextType>;
  ProductSection?: ProductSectionResolvers<ContextType>;
  PushNotification?: PushNotificationResolvers<ContextType>;
  PushNotificationPage?: PushNotificationPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rating?: RatingResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeIngredient?: RecipeIngredientResolvers<ContextType>;
  RecipePage?: RecipePageResolvers<ContextType>;
  RecipePayload?: RecipePayloadResolvers<ContextType>;
  RecipeProduct?: RecipeProductResolvers<ContextType>;
  RecipeProductSearch?: RecipeProductSearchResolvers<ContextType>;
  RecipeStep?: RecipeStepResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportBranchOptions?: ReportBranchOptionsResolvers<ContextType>;
  ReportColumn?: ReportColumnResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  ReportRowsPage?: ReportRowsPageResolvers<ContextType>;
  RevokeIntegrationKeyPayload?: RevokeIntegrationKeyPayloadResolvers<ContextType>;
  SalesByMonth?: SalesByMonthResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SectionOrderPayload?: SectionOrderPayloadResolvers<ContextType>;
  SectionPage?: SectionPageResolvers<ContextType>;
  SectionPayload?: SectionPayloadResolvers<ContextType>;
  SectionRank?: SectionRankResolvers<ContextType>;
  SectionRankOrderPayload?: SectionRankOrderPayloadResolvers<ContextType>;
  SectionRankPayload?: SectionRankPayloadResolvers<ContextType>;
  SpecialDate?: SpecialDateResolvers<ContextType>;
  SpecialDatePayload?: SpecialDatePayloadResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffPasswordResetPayload?: StaffPasswordResetPayloadResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StatusOption?: StatusOptionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TermsParagraph?: TermsParagraphResolvers<ContextType>;
  TermsPayload?: TermsPayloadResolvers<ContextType>;
  TermsTopic?: TermsTopicResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  YearSales?: YearSalesResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = Context> = {
  maxLength?: MaxLengthDirectiveResolver<any, any, ContextType>;
  policy?: PolicyDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
