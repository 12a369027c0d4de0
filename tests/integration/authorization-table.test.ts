// Field-level authorization against a table kept HERE, not derived from the code: every field of the schema,
// listed by introspection, must have a row saying who may read or call it. A new field without a row fails, so
// each new domain states its rights. Root fields are called for real, as each of the seven user types and without
// a session (Query and Mutation over HTTP, Subscription over the live WebSocket); fields of other types are checked
// against the field rules the schema declares (their answers are covered end to end in field-rules.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionTypeRef } from 'graphql';
import { buildSchema } from '../../gateway/src/schema';
import { guardOf, passesGuard } from '../../gateway/src/auth/directives';
import type { Session } from '../../gateway/src/auth/session';
import { USER_TYPES, type UserType } from '../../gateway/src/auth/policy';
import type { Page } from '../../gateway/src/generated/resolvers-types';
import { KEY_PAGES } from '../../gateway/src/auth/integration-keys';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { Client, startStack, type Stack } from './stack';
import { setEnv } from './env';

/** 'public': anyone; 'signedIn': any session; a list: those user types; 'reach': whoever can reach the type. */
type Who = 'public' | 'signedIn' | 'reach' | readonly UserType[];

// docs/decisions/0024-dashboard-chart-scope.md: the dashboard's sales chart for types 1, 2 and 3 (3 on its own branch).
const SALES_CHART: Who = [1, 2, 3];
const CLIENTE: Who = [1, 2, 3, 5];
const PEDIDO: Who = [1, 2, 3, 4, 7];
const CLOSED_ORDERS: Who = [1, 2, 3, 4];
const STATUS_CHANGERS: Who = [1, 3];
// docs/decisions/0026-branch-page-type-1-only.md: type 1's alone; other pages keep a branch's code and name
// ('Branch.*').
const FILIAL: Who = [1];
const HORARIO: Who = [1, 2];
const EDIT_DELIVERY_PERIODS: Who = [1];
const CONFIGURACOES: Who = [1, 2];
const FUNCIONAMENTO: Who = [1, 2, 3];
const AREA: Who = [1];
const CEP: Who = [1];
const DESTAQUE: Who = [1, 5];
const PAGAMENTO: Who = [1];
const SECAO: Who = [1, 2];
const LOGAPI: Who = [1, 2];
const LOGBD: Who = [1, 2];
const CONFIGURACAOAPP: Who = [1];
const NOTIFICACAO: Who = [1, 2, 3, 5];
const PRODUTO: Who = [1, 2, 3, 5];
const EDIT_PRODUCT: Who = [1, 2, 3];
const FUNCIONARIO: Who = [1];
const SEPARADOR: Who = [1, 3];
const ENTREGADOR: Who = [1, 3];
const RECEITAS: Who = [1, 2, 3];
const RELATORIO: Who = [1, 2, 3];
const INTEGRACOES: Who = [1];

/** `Type.*` is the default of a type's fields; `Type.field` overrides it. */
const RIGHTS: Record<string, Who> = {
  'Query.ok': 'public',
  'Query.me': 'public',
  'Query.passwordResetLink': 'public',
  'Query.customers': CLIENTE,
  'Query.salesByMonth': SALES_CHART,
  'SalesByMonth.*': 'reach',
  'Availability.*': 'reach',
  'YearSales.*': 'reach',
  'MonthSales.*': 'reach',
  'Query.customer': CLIENTE,
  'Query.openOrders': PEDIDO,
  'Query.openOrderStatuses': PEDIDO,
  'Query.orderWatch': PEDIDO,
  'OrderWatch.*': 'reach',
  'Query.order': PEDIDO,
  'Query.completedOrders': CLOSED_ORDERS,
  'Query.cancelledOrders': CLOSED_ORDERS,
  'Query.pickers': STATUS_CHANGERS,
  'Query.deliverymen': STATUS_CHANGERS,
  'Query.branches': FILIAL,
  'Query.branch': FILIAL,
  'Query.deliveryPeriods': FILIAL,
  'Query.branchSchedule': HORARIO,
  'Query.settingsBranches': CONFIGURACOES,
  'Query.branchSettings': CONFIGURACOES,
  'Query.holidayBranches': FUNCIONAMENTO,
  'Query.specialDates': FUNCIONAMENTO,
  'Query.coverageAreas': AREA,
  'Query.coverageBranch': AREA,
  'Query.coveragePostalCode': AREA,
  'Query.postalCodes': CEP,
  'Query.highlights': DESTAQUE,
  'Query.paymentMethods': PAGAMENTO,
  'Query.sections': SECAO,
  'Query.sectionRankBranches': SECAO,
  'Query.sectionRanks': SECAO,
  'Query.apiLogs': LOGAPI,
  'Query.apiLogUsers': LOGAPI,
  'Query.databaseLogs': LOGBD,
  'Query.databaseLogUsers': LOGBD,
  'Query.notifications': NOTIFICACAO,
  'Query.notificationRecipients': NOTIFICACAO,

  'Mutation.noop': 'public',
  'Mutation.login': 'public',
  'Mutation.logout': 'public',
  'Mutation.touchSession': 'signedIn',
  // 'Sessões abertas': every person's own sessions (an integration key is refused: KEY_RIGHTS).
  'Mutation.endOtherSessions': 'signedIn',
  'Mutation.requestPasswordRecovery': [1],
  'Mutation.resetPassword': 'public',
  'Mutation.notifyCustomer': CLIENTE,
  'Mutation.createImageUpload': CLIENTE,
  'Mutation.advanceOrderStatus': STATUS_CHANGERS,
  'Mutation.invoiceOrder': STATUS_CHANGERS,
  'Mutation.completeOrder': STATUS_CHANGERS,
  'Mutation.cancelOrder': STATUS_CHANGERS,
  'Mutation.retryOrderWorkflow': STATUS_CHANGERS,
  'Mutation.resendOrderToInvoicing': [1],
  'Mutation.resolveHeldInvoicing': [1],
  'Mutation.setOrderItemMissing': PEDIDO,
  'Mutation.cancelLoyaltyPurchase': CLOSED_ORDERS,
  'Mutation.createBranch': FILIAL,
  'Mutation.updateBranch': FILIAL,
  'Mutation.createDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.createBranchDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.addBranchDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.updateBranchDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.deleteBranchDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.removeBranchDeliveryPeriod': EDIT_DELIVERY_PERIODS,
  'Mutation.saveBranchSettings': CONFIGURACOES,
  'Mutation.createSpecialDate': FUNCIONAMENTO,
  'Mutation.updateSpecialDate': FUNCIONAMENTO,
  'Mutation.deleteSpecialDate': FUNCIONAMENTO,
  'Mutation.createCoverageArea': AREA,
  'Mutation.updateCoverageArea': AREA,
  'Mutation.saveCoverageArea': AREA,
  'Mutation.createNeighbourhood': AREA,
  'Mutation.updateNeighbourhood': AREA,
  'Mutation.saveNeighbourhood': AREA,
  'Mutation.createPostalCode': CEP,
  'Mutation.updatePostalCode': CEP,
  'Mutation.savePostalCode': CEP,
  'Mutation.createHighlight': DESTAQUE,
  'Mutation.updateHighlight': DESTAQUE,
  'Mutation.saveHighlight': DESTAQUE,
  'Mutation.deleteHighlight': DESTAQUE,
  'Mutation.savePaymentMethod': PAGAMENTO,
  'Mutation.createPaymentMethod': PAGAMENTO,
  'Mutation.updatePaymentMethod': PAGAMENTO,
  'Mutation.deletePaymentMethod': PAGAMENTO,
  'Mutation.updateSection': SECAO,
  'Mutation.reorderSections': SECAO,
  'Mutation.updateSectionRank': SECAO,
  'Mutation.reorderSectionRanks': SECAO,
  'Mutation.sendNotification': NOTIFICACAO,
  'Query.productBranches': PRODUTO,
  // Any session; each page then by the policy (the sample asks for 'dashboard', open to all: the per-page refusals
  // are the branch-choices test's).
  'Query.branchChoices': 'signedIn',
  // The navigator: any session; each kind answers only what the caller's pages allow (search.test.ts).
  'Query.search': 'signedIn',
  'Query.nameSearch': 'signedIn',
  'SearchHit.*': 'reach',
  'NameSearch.*': 'reach',
  'Query.products': PRODUTO,
  'Query.productCatalogue': PRODUTO,
  'Mutation.updateProduct': EDIT_PRODUCT,
  'Mutation.saveProductOffers': EDIT_PRODUCT,
  'Mutation.deleteProductOffers': EDIT_PRODUCT,
  'Mutation.refreshProduct': PRODUTO,
  'Query.productRefreshState': PRODUTO,
  'Query.reports': RELATORIO,
  'Query.reportBranchOptions': RELATORIO,
  'Query.reportRows': RELATORIO,
  'Report.*': 'reach',
  'ReportColumn.*': 'reach',
  'ReportBranchOptions.*': 'reach',
  'ReportRow.*': 'reach',
  'ReportRowsPage.*': 'reach',
  'Query.appSettings': CONFIGURACAOAPP,
  'Query.termsOfUse': CONFIGURACAOAPP,
  'Mutation.saveAppSettings': CONFIGURACAOAPP,
  'Mutation.saveTermsOfUse': CONFIGURACAOAPP,
  'Query.privacyPolicy': CONFIGURACAOAPP,
  'Query.privacyPolicyAvailability': CONFIGURACAOAPP,
  'Mutation.savePrivacyPolicy': CONFIGURACAOAPP,
  'Query.employees': FUNCIONARIO,
  'Mutation.createEmployee': FUNCIONARIO,
  'Mutation.updateEmployee': FUNCIONARIO,
  'Query.pickerEmployees': SEPARADOR,
  'Query.pickerList': SEPARADOR,
  'Query.staffBranchOptions': SEPARADOR,
  'Mutation.createPicker': SEPARADOR,
  'Mutation.updatePicker': SEPARADOR,
  'Query.deliverymanEmployees': ENTREGADOR,
  'Query.deliverymanList': ENTREGADOR,
  'Mutation.createDeliveryman': ENTREGADOR,
  'Mutation.updateDeliveryman': ENTREGADOR,
  'Mutation.deactivateEmployee': FUNCIONARIO,
  'Mutation.reactivateEmployee': FUNCIONARIO,
  'Mutation.sendEmployeePasswordReset': FUNCIONARIO,
  'StaffPasswordResetPayload.*': 'reach',
  'Mutation.deactivatePicker': SEPARADOR,
  'Mutation.reactivatePicker': SEPARADOR,
  'Mutation.deactivateDeliveryman': ENTREGADOR,
  'Mutation.reactivateDeliveryman': ENTREGADOR,
  'Query.recipes': RECEITAS,
  'Query.recipeSearchBranches': RECEITAS,
  'Query.recipeProductSearch': RECEITAS,
  'Mutation.createRecipe': RECEITAS,
  'Mutation.updateRecipe': RECEITAS,
  'Mutation.saveRecipe': RECEITAS,
  'Mutation.deleteRecipe': RECEITAS,

  // Session and payload types: whoever got them.
  'Me.*': 'reach',
  'Query.mySessions': 'signedIn',
  'OpenSession.*': 'reach',
  'EndOtherSessionsPayload.*': 'reach',
  'StaffUser.*': 'reach',
  'LoginPayload.*': 'reach',
  'UserError.*': 'reach',
  'PasswordResetLink.*': 'reach',
  'PasswordRecoveryPayload.*': 'reach',
  'PasswordResetPayload.*': 'reach',
  'NotificationPayload.*': 'reach',
  'ImageUploadTicket.*': 'reach',
  'OrderPayload.*': 'reach',
  'OrderWorkflow.*': 'reach',
  'OrderWorkflowHold.*': 'reach',
  'StatusOption.*': 'reach',
  'OrderAmounts.*': 'reach',
  'OrderAmountStep.*': 'reach',
  'OrderStatusName.*': 'reach',
  'BranchSettings.*': 'reach',
  'BranchSettingsPayload.*': 'reach',
  'SpecialDate.*': 'reach',
  'SpecialDatePayload.*': 'reach',
  'DeleteSpecialDatePayload.*': 'reach',
  'CoverageArea.*': 'reach',
  'CoverageAreaPage.*': 'reach',
  'CoverageAreaPayload.*': 'reach',
  'Neighbourhood.*': 'reach',
  'NeighbourhoodPayload.*': 'reach',
  'PostalCode.*': 'reach',
  'PostalCodePage.*': 'reach',
  'PostalCodePayload.*': 'reach',
  'Highlight.*': 'reach',
  'HighlightPage.*': 'reach',
  'HighlightPayload.*': 'reach',
  'DeleteHighlightPayload.*': 'reach',
  'PaymentMethod.*': 'reach',
  'PaymentMethodPage.*': 'reach',
  'PaymentMethodPayload.*': 'reach',
  'DeletePaymentMethodPayload.*': 'reach',
  'AppSettings.*': 'reach',
  'AppSettingsPayload.*': 'reach',
  'TermsTopic.*': 'reach',
  'TermsParagraph.*': 'reach',
  'TermsPayload.*': 'reach',
  'PrivacyPolicy.*': 'reach',
  'PrivacyPolicyPayload.*': 'reach',
  'Recipe.*': 'reach',
  'RecipePage.*': 'reach',
  'RecipeIngredient.*': 'reach',
  'RecipeStep.*': 'reach',
  'RecipeProduct.*': 'reach',
  'RecipeProductSearch.*': 'reach',
  'RecipePayload.*': 'reach',
  'DeleteRecipePayload.*': 'reach',
  'Section.*': 'reach',
  'SectionPage.*': 'reach',
  'SectionPayload.*': 'reach',
  'SectionOrderPayload.*': 'reach',
  'SectionRank.*': 'reach',
  'SectionRankPayload.*': 'reach',
  'SectionRankOrderPayload.*': 'reach',
  'LogUser.*': 'reach',
  'Employee.*': 'reach',
  'EmployeePage.*': 'reach',
  'EmployeePayload.*': 'reach',
  'ApiLogEntry.*': 'reach',
  'ApiLogPage.*': 'reach',
  'DatabaseLogEntry.*': 'reach',
  'DatabaseLogPage.*': 'reach',
  'PushNotification.*': 'reach',
  'PushNotificationPage.*': 'reach',
  'NotificationRecipient.*': 'reach',
  'NotificationRecipientPage.*': 'reach',
  'Product.*': 'reach',
  'ProductPage.*': 'reach',
  'ProductOffer.*': 'reach',
  'OfferTypeName.*': 'reach',
  'ProductPriceDisplay.*': 'reach',
  'CatalogueEntry.*': 'reach',
  'CatalogueSection.*': 'reach',
  'CatalogueCategory.*': 'reach',
  'CatalogueSubcategory.*': 'reach',
  'ProductPayload.*': 'reach',
  'ProductRefreshState.*': 'reach',
  'ProductRefreshPayload.*': 'reach',

  // Customers: the details block (docs/areas/orders.md#entities) for every order-page user; the rest needs the 'cliente' page.
  'CustomerPage.*': 'reach',
  'Customer.*': 'reach',
  'Customer.rg': CLIENTE,
  'Customer.rgIssuer': CLIENTE,
  'Customer.rgState': CLIENTE,
  'Customer.email': CLIENTE,
  'Customer.addresses': CLIENTE,
  'Customer.phones': CLIENTE,
  'Customer.hasPushDevice': CLIENTE,
  'Customer.purchaseCount': CLIENTE,
  'Customer.lastPurchaseDate': CLIENTE,
  'Customer.lastPurchaseValue': CLIENTE,
  'Customer.daysSinceLastPurchase': CLIENTE,
  'Address.*': 'reach',
  'Phone.*': 'reach',

  // Orders: staff names only with SEE_ORDER_STAFF (types 1 and 3 on the order page).
  'OrderPage.*': 'reach',
  'CancellationPage.*': 'reach',
  'Cancellation.*': 'reach',
  // Who cancelled is a person's name: the history's rule (OrderHistoryEntry.actor), in the list and the details alike.
  'Cancellation.cancelledBy': [1, 3],
  'Order.*': 'reach',
  'Order.picker': [1, 3],
  'Order.deliveryman': [1, 3],
  // An order's history names people under the same rule as its picker and deliveryman.
  'OrderHistoryEntry.*': 'reach',
  'OrderHistoryEntry.actor': [1, 3],
  'OrderHistoryEntry.staffName': [1, 3],
  'Branch.*': 'reach',
  'DeliveryWindow.*': 'reach',
  'OrderPaymentMethod.*': 'reach',
  'StaffMember.*': 'reach',
  'Rating.*': 'reach',
  'ProductSection.*': 'reach',
  'OrderProduct.*': 'reach',
  'OrderItem.*': 'reach',
  'OrderItemPage.*': 'reach',

  // Branches: an order's branch shows its code and name to every order-page user; the record needs 'filial'.
  'Branch.cnpj': FILIAL,
  'Branch.address': FILIAL,
  'Branch.number': FILIAL,
  'Branch.neighbourhood': FILIAL,
  'Branch.city': FILIAL,
  'Branch.state': FILIAL,
  'Branch.postalCode': FILIAL,
  'Branch.mapsUrl': FILIAL,
  'Branch.contact': FILIAL,
  'Branch.whatsappUrl': FILIAL,
  'Branch.imageUrl': FILIAL,
  'Branch.status': FILIAL,
  'Branch.deliveryPeriods': FILIAL,
  'BranchPage.*': 'reach',
  'BranchPayload.*': 'reach',
  'BranchDeliveryPeriod.*': 'reach',
  'DeliveryPeriod.*': 'reach',
  'DeliveryPeriodPayload.*': 'reach',
  'BranchDeliveryPeriodPayload.*': 'reach',
  // Keys for internal tools (docs/areas/integrations.md#integration-keys), type 1's alone.
  'Query.integrationKeys': INTEGRACOES,
  'Query.integrationKeyPages': INTEGRACOES,
  'Query.integrationKeyPageOptions': INTEGRACOES,
  'IntegrationKeyPage.*': 'reach',
  'Mutation.createIntegrationKey': INTEGRACOES,
  'Mutation.revokeIntegrationKey': INTEGRACOES,
  'IntegrationKey.*': 'reach',
  'CreateIntegrationKeyPayload.*': 'reach',
  'RevokeIntegrationKeyPayload.*': 'reach',
  // The live order desk (docs/areas/integrations.md#live-updates) (WebSocket). The event names people under the order's
  // staff rule.
  'Subscription.orderEvents': PEDIDO,
  'Subscription.orderWorkflowProgress': PEDIDO,
  'OrderEvent.*': 'reach',
  'OrderEvent.actor': [1, 3],
};

const rightOf = (type: string, field: string): Who | undefined => RIGHTS[`${type}.${field}`] ?? RIGHTS[`${type}.*`];

/**
 * What a key for internal tools may do with a root field, kept here like RIGHTS: NO_KEY (a person's field: signed-in
 * only, the public mutations), ANY_KEY (a public query), or the page a key needs and what a key bound to branch 17
 * gets: 'same' (as an unbound key: the call names no branch), 'own' (its own branch only: naming 18 is refused),
 * 'never' (a bound key may not: a change every branch shares, or an action type 3 does not have).
 */
type Bound = 'same' | 'own' | 'never';
type KeyWho = 'noKey' | 'anyKey' | { page: Page; bound: Bound };
const NO_KEY: KeyWho = 'noKey';
const ANY_KEY: KeyWho = 'anyKey';
const key = (page: Page, bound: Bound = 'same'): KeyWho => ({ page, bound });

const KEY_RIGHTS: Record<string, KeyWho> = {
  'Query.appSettings': key('configuracaoapp'),
  'Query.termsOfUse': key('configuracaoapp'),
  'Query.privacyPolicy': key('configuracaoapp'),
  'Query.privacyPolicyAvailability': key('configuracaoapp'),
  'Query.me': ANY_KEY,
  'Query.ok': ANY_KEY,
  'Query.branches': key('filial'),
  'Query.branch': key('filial', 'own'),
  'Query.deliveryPeriods': key('filial'),
  'Query.branchSchedule': key('horario', 'own'),
  'Query.branchChoices': NO_KEY,
  'Query.holidayBranches': key('funcionamento'),
  'Query.productBranches': key('produto'),
  'Query.recipeSearchBranches': key('receitas'),
  'Query.sectionRankBranches': key('secao'),
  'Query.settingsBranches': key('configuracoes'),
  'Query.staffBranchOptions': key('separador'),
  'Query.coverageAreas': key('area'),
  'Query.coverageBranch': key('area', 'own'),
  'Query.coveragePostalCode': key('area'),
  'Query.postalCodes': key('cep'),
  'Query.customers': key('cliente'),
  'Query.customer': key('cliente'),
  'Query.salesByMonth': key('dashboard'),
  'Query.highlights': key('destaque'),
  'Query.specialDates': key('funcionamento', 'own'),
  'Query.integrationKeys': key('integracoes'),
  'Query.integrationKeyPages': key('integracoes'),
  'Query.integrationKeyPageOptions': key('integracoes'),
  'Query.apiLogs': key('logapi'),
  'Query.apiLogUsers': key('logapi'),
  'Query.databaseLogs': key('logbd'),
  'Query.databaseLogUsers': key('logbd'),
  'Query.notifications': key('notificacao'),
  'Query.notificationRecipients': key('notificacao'),
  'Query.openOrders': key('pedido'),
  'Query.completedOrders': key('pedidosconcluidos'),
  'Query.cancelledOrders': key('pedidoscancelados'),
  'Query.order': key('pedido'),
  'Query.orderWatch': key('pedido'),
  'Query.openOrderStatuses': key('pedido'),
  'Query.pickers': key('pedido', 'own'),
  'Query.deliverymen': key('pedido', 'own'),
  'Query.passwordResetLink': ANY_KEY,
  'Query.paymentMethods': key('pagamento'),
  'Query.products': key('produto'),
  'Query.productCatalogue': key('produto'),
  'Query.productRefreshState': key('produto'),
  'Query.recipes': key('receitas'),
  'Query.recipeProductSearch': key('receitas'),
  'Query.reports': key('relatorio'),
  'Query.reportBranchOptions': key('relatorio'),
  'Query.reportRows': key('relatorio'),
  'Query.search': NO_KEY,
  'Query.nameSearch': NO_KEY,
  'Query.sections': key('secao'),
  'Query.sectionRanks': key('secao', 'own'),
  'Query.branchSettings': key('configuracoes', 'own'),
  'Query.employees': key('funcionario'),
  'Query.pickerEmployees': key('separador'),
  'Query.deliverymanEmployees': key('entregador'),
  'Query.pickerList': key('separador'),
  'Query.deliverymanList': key('entregador'),
  'Mutation.saveAppSettings': key('configuracaoapp'),
  'Mutation.saveTermsOfUse': key('configuracaoapp'),
  'Mutation.savePrivacyPolicy': key('configuracaoapp'),
  'Mutation.login': NO_KEY,
  'Mutation.logout': NO_KEY,
  'Mutation.touchSession': NO_KEY,
  'Mutation.endOtherSessions': NO_KEY,
  'Query.mySessions': NO_KEY,
  'Mutation.noop': NO_KEY,
  'Mutation.createBranch': key('filial', 'never'),
  'Mutation.updateBranch': key('filial', 'own'),
  'Mutation.createDeliveryPeriod': key('horario', 'never'),
  'Mutation.createBranchDeliveryPeriod': key('horario', 'never'),
  'Mutation.addBranchDeliveryPeriod': key('horario', 'never'),
  'Mutation.updateBranchDeliveryPeriod': key('horario', 'never'),
  'Mutation.deleteBranchDeliveryPeriod': key('horario', 'never'),
  'Mutation.removeBranchDeliveryPeriod': key('horario', 'never'),
  'Mutation.createCoverageArea': key('area', 'own'),
  'Mutation.updateCoverageArea': key('area', 'own'),
  'Mutation.saveCoverageArea': key('area', 'own'),
  'Mutation.createNeighbourhood': key('area', 'never'),
  'Mutation.updateNeighbourhood': key('area', 'never'),
  'Mutation.saveNeighbourhood': key('area', 'never'),
  'Mutation.createPostalCode': key('cep'),
  'Mutation.updatePostalCode': key('cep'),
  'Mutation.savePostalCode': key('cep'),
  'Mutation.createHighlight': key('destaque'),
  'Mutation.updateHighlight': key('destaque'),
  'Mutation.saveHighlight': key('destaque'),
  'Mutation.deleteHighlight': key('destaque'),
  'Mutation.createSpecialDate': key('funcionamento', 'own'),
  // By id, the entry is read first: another branch's answers like a missing one (holidays.test.ts), and a move of one's
  // own entry to 18 is refused there; an id that names no entry answers NOT_FOUND whatever branch it asks.
  'Mutation.updateSpecialDate': key('funcionamento'),
  'Mutation.deleteSpecialDate': key('funcionamento'),
  'Mutation.createIntegrationKey': key('integracoes'),
  'Mutation.revokeIntegrationKey': key('integracoes'),
  'Mutation.sendNotification': key('notificacao'),
  'Mutation.notifyCustomer': key('cliente'),
  'Mutation.advanceOrderStatus': key('pedido'),
  'Mutation.invoiceOrder': key('pedido'),
  'Mutation.completeOrder': key('pedido'),
  'Mutation.cancelOrder': key('pedido'),
  'Mutation.resendOrderToInvoicing': key('pedido', 'never'),
  'Mutation.resolveHeldInvoicing': key('pedido', 'never'),
  'Mutation.retryOrderWorkflow': key('pedido'),
  'Mutation.setOrderItemMissing': key('pedido'),
  'Mutation.cancelLoyaltyPurchase': key('pedidosconcluidos'),
  'Mutation.requestPasswordRecovery': key('recovery'),
  'Mutation.resetPassword': NO_KEY,
  'Mutation.createPaymentMethod': key('pagamento'),
  'Mutation.updatePaymentMethod': key('pagamento'),
  'Mutation.savePaymentMethod': key('pagamento'),
  'Mutation.deletePaymentMethod': key('pagamento'),
  'Mutation.updateProduct': key('produto'),
  'Mutation.saveProductOffers': key('produto'),
  'Mutation.deleteProductOffers': key('produto'),
  'Mutation.refreshProduct': key('produto'),
  'Mutation.createRecipe': key('receitas'),
  'Mutation.updateRecipe': key('receitas'),
  'Mutation.saveRecipe': key('receitas'),
  'Mutation.deleteRecipe': key('receitas'),
  'Mutation.updateSection': key('secao', 'never'),
  'Mutation.reorderSections': key('secao', 'never'),
  'Mutation.updateSectionRank': key('secao'),
  'Mutation.reorderSectionRanks': key('secao', 'own'),
  'Mutation.saveBranchSettings': key('configuracoes', 'own'),
  'Mutation.createEmployee': key('funcionario'),
  'Mutation.updateEmployee': key('funcionario'),
  'Mutation.createPicker': key('separador'),
  'Mutation.updatePicker': key('separador'),
  'Mutation.createDeliveryman': key('entregador'),
  'Mutation.updateDeliveryman': key('entregador'),
  'Mutation.deactivateEmployee': key('funcionario'),
  'Mutation.reactivateEmployee': key('funcionario'),
  'Mutation.deactivatePicker': key('separador'),
  'Mutation.reactivatePicker': key('separador'),
  'Mutation.deactivateDeliveryman': key('entregador'),
  'Mutation.reactivateDeliveryman': key('entregador'),
  'Mutation.sendEmployeePasswordReset': key('funcionario'),
  'Mutation.createImageUpload': NO_KEY,
};

type Subject = UserType | null;
const SUBJECTS: Subject[] = [null, ...USER_TYPES];
const MATRICULA: Record<UserType, string> = { 1: '1001', 2: '1002', 3: '1003', 4: '1004', 5: '1005', 6: '1006', 7: '1007' };

function allows(who: Who, subject: Subject): boolean {
  if (who === 'public' || who === 'reach') return true;
  if (subject === null) return false;
  return who === 'signedIn' || who.includes(subject);
}

let stack: Stack;
let introspection: IntrospectionQuery;

beforeAll(async () => {
  stack = await startStack();
  const answer = await new Client(stack.gateway.url).query(getIntrospectionQuery());
  introspection = answer.body.data as IntrospectionQuery;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const objectTypes = () =>
  introspection.__schema.types.filter((t) => t.kind === 'OBJECT' && !t.name.startsWith('__')) as Array<
    Extract<IntrospectionQuery['__schema']['types'][number], { kind: 'OBJECT' }>
  >;

/**
 * A value of the type that passes GraphQL's validation (required parts only); branch 17 is the bound users'. With
 * `branch`, every branch code (an Int named branch or code) is that branch: a bound key's rows ask 17 and 18.
 * (Ids answer no record either way; people's rows use 0, refused by the input limits after the guards.)
 */
function sample(type: IntrospectionTypeRef, name: string, branch?: number): unknown {
  if (type.kind === 'NON_NULL') return sample(type.ofType, name, branch);
  if (type.kind === 'LIST') return [sample(type.ofType, name, branch)];
  const named = introspection.__schema.types.find((t) => t.name === (type as { name: string }).name)!;
  if (named.kind === 'ENUM') return named.enumValues[0].name;
  if (named.kind === 'INPUT_OBJECT') {
    return Object.fromEntries(named.inputFields.filter((f) => f.type.kind === 'NON_NULL').map((f) => [f.name, sample(f.type, f.name, branch)]));
  }
  if (named.name === 'Int' && branch !== undefined && (name === 'branch' || name === 'code')) return branch;
  if (named.name === 'Int') return name === 'branch' ? 17 : 1;
  if (named.name === 'Boolean') return false;
  if (named.name === 'Date') return '2026-06-01';
  if (named.name === 'DateTime') return '2026-06-01T12:00:00Z';
  if (named.name === 'Decimal') return '1.50';
  // A key's rows need the call to reach the branch rule: an id that passes the input limits and names no record.
  if (branch !== undefined && /ids?$/i.test(name)) return '2147483646';
  return name.toLowerCase().endsWith('id') ? '0' : 'x';
}

/** The selection that makes a field's answer valid: __typename on objects. */
function selectionFor(type: IntrospectionTypeRef): string {
  let inner = type;
  while (inner.kind === 'NON_NULL' || inner.kind === 'LIST') inner = inner.ofType;
  return inner.kind === 'OBJECT' ? '{ __typename }' : '';
}

describe('the authorization table', () => {
  it('has a row for every field of every object type', () => {
    const missing = objectTypes().flatMap((t) => t.fields.filter((f) => !rightOf(t.name, f.name)).map((f) => `${t.name}.${f.name}`));
    expect(missing).toEqual([]);
  });

  it('matches the field rules the schema declares on every non-root field', () => {
    const schema = buildSchema();
    const wrong: string[] = [];
    for (const type of objectTypes()) {
      if (type.name === 'Query' || type.name === 'Mutation') continue;
      const fields = (schema.getType(type.name) as import('graphql').GraphQLObjectType).getFields();
      for (const field of type.fields) {
        const guards = guardOf(schema, fields[field.name]);
        for (const subject of SUBJECTS.filter((s) => s !== null)) {
          const session = { type: subject, branch: 17 } as Session;
          const actual = guards.every((g) => passesGuard(g, { session }));
          if (actual !== allows(rightOf(type.name, field.name)!, subject)) wrong.push(`${type.name}.${field.name} as type ${subject}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every root field, called as each user type and without a session, is refused exactly where the table says', async () => {
    const clients = new Map<Subject, Client>();
    for (const subject of SUBJECTS) {
      const client = new Client(stack.gateway.url);
      if (subject !== null) expect((await client.login(MATRICULA[subject])).login.errors).toEqual([]);
      clients.set(subject, client);
    }
    const wrong: string[] = [];
    let calls = 0;
    for (const root of ['Query', 'Mutation']) {
      const type = objectTypes().find((t) => t.name === root)!;
      // logout last: it ends the session the other calls use.
      const fields = [...type.fields].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
      for (const field of fields) {
        const args = field.args.filter((a) => a.type.kind === 'NON_NULL');
        const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, a.name)]));
        const declared = args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
        const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const document = `${root.toLowerCase()}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionFor(field.type)} }`;
        for (const subject of SUBJECTS) {
          const answer = await clients.get(subject)!.query(document, variables);
          calls++;
          expect(answer.status, `${root}.${field.name} as ${subject}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          const refused = (answer.body.errors ?? []).some((e) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(e.extensions?.code));
          // An error without a path refused the request before any field ran: the sample, not the policy, is wrong.
          const unexecuted = (answer.body.errors ?? []).find((e) => !e.path && !refused);
          if (unexecuted) wrong.push(`${root}.${field.name} as ${subject ?? 'nobody'}: not executed (${unexecuted.message})`);
          if (refused === allows(rightOf(root, field.name)!, subject)) {
            wrong.push(`${root}.${field.name} as ${subject ?? 'nobody'}: ${refused ? 'refused' : 'allowed'}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });
});

/** Those of the pages a key may be given (KEY_PAGES) that a key with a branch may hold: the policy binds their data. */
const BINDABLE_KEY_PAGES: Page[] = [
  'dashboard',
  'pedido',
  'pedidosconcluidos',
  'pedidoscancelados',
  'area',
  'secao',
  'filial',
  'produto',
  'horario',
  'funcionamento',
  'configuracoes',
  'receitas',
  'relatorio',
];

/** Whether a key holding `page` (bound to 17 when `bound`) may call the field when its branch codes are `asked`. */
function keyAllows(who: KeyWho, page: Page, bound: boolean, asked: number): boolean {
  if (who === 'noKey') return false;
  if (who === 'anyKey') return true;
  if (who.page !== page) return false;
  if (!bound) return true;
  return who.bound === 'same' || (who.bound === 'own' && asked === 17);
}

describe('every root field, called with a key holding each page, unbound and bound to branch 17', () => {
  let restoreEnv: () => void;
  beforeAll(() => {
    // The tools' service account, and a rate that these thousands of calls stay under.
    restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234', INTEGRATION_KEY_RATE_PER_MINUTE: '1000000' });
  });
  afterAll(() => restoreEnv());

  it('has a key row for every Query and Mutation field', () => {
    const fields = objectTypes()
      .filter((t) => t.name === 'Query' || t.name === 'Mutation')
      .flatMap((t) => t.fields.map((f) => `${t.name}.${f.name}`));
    expect(fields.filter((f) => !KEY_RIGHTS[f])).toEqual([]);
    expect(Object.keys(KEY_RIGHTS).filter((f) => !fields.includes(f))).toEqual([]);
  });

  it('are refused exactly where the key rows say; a key with a branch is refused every branch-wide page', async () => {
    const admin = new Client(stack.gateway.url);
    expect((await admin.login('1001')).login.errors).toEqual([]);
    const pageOptions = (await admin.query('{ integrationKeyPageOptions { page branchWide } }')).body.data!.integrationKeyPageOptions as Array<{
      page: Page;
      branchWide: boolean;
    }>;
    expect(pageOptions.map((o) => o.page)).toEqual(KEY_PAGES);
    expect(pageOptions.filter((o) => !o.branchWide).map((o) => o.page)).toEqual(BINDABLE_KEY_PAGES);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const CREATE = 'mutation($input: IntegrationKeyInput!) { createIntegrationKey(input: $input) { secret errors { code field } } }';
    const keyClient = async (page: Page, branch: number | null) => {
      const answer = await admin.query(CREATE, { input: { name: `tabela ${page} ${branch ?? 'todas'}`, pages: [page], branch, expiresAt } });
      return answer.body.data!.createIntegrationKey as { secret: string | null; errors: Array<{ code: string; field: string }> };
    };
    interface Caller {
      page: Page;
      bound: boolean;
      client: Client;
    }
    const callers: Caller[] = [];
    for (const page of KEY_PAGES) {
      const unbound = await keyClient(page, null);
      expect(unbound.errors).toEqual([]);
      callers.push({ page, bound: false, client: Object.assign(new Client(stack.gateway.url), { bearer: unbound.secret! }) });
      const bound = await keyClient(page, 17);
      if (!BINDABLE_KEY_PAGES.includes(page)) {
        expect(bound, page).toEqual({ secret: null, errors: [{ code: 'BAD_USER_INPUT', field: 'pages' }] });
        continue;
      }
      expect(bound.errors).toEqual([]);
      callers.push({ page, bound: true, client: Object.assign(new Client(stack.gateway.url), { bearer: bound.secret! }) });
    }
    const wrong: string[] = [];
    let calls = 0;
    for (const root of ['Query', 'Mutation']) {
      const type = objectTypes().find((t) => t.name === root)!;
      for (const field of type.fields) {
        const args = field.args.filter((a) => a.type.kind === 'NON_NULL');
        const declared = args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
        const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
        const document = `${root.toLowerCase()}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionFor(field.type)} }`;
        const who = KEY_RIGHTS[`${root}.${field.name}`];
        for (const caller of callers) {
          for (const asked of caller.bound ? [17, 18] : [17]) {
            const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, a.name, asked)]));
            const answer = await caller.client.query(document, variables);
            calls++;
            const as = `${root}.${field.name} as a key for ${caller.page}${caller.bound ? ` bound to 17 asking ${asked}` : ''}`;
            expect(answer.status, `${as}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
            const refused = (answer.body.errors ?? []).some((e) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(e.extensions?.code));
            const unexecuted = (answer.body.errors ?? []).find((e) => !e.path && !refused);
            if (unexecuted) wrong.push(`${as}: not executed (${unexecuted.message})`);
            if (refused === keyAllows(who, caller.page, caller.bound, asked)) wrong.push(`${as}: ${refused ? 'refused' : 'allowed'}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(5000);
  }, 600_000);
});

type WsError = { message: string; path?: unknown; extensions?: { code?: unknown } };

/**
 * Whether a subscription is refused over the live socket: a FORBIDDEN or UNAUTHENTICATED error, or the socket closed
 * for lack of a session (4401). Another error of the field (the sample order's NOT_FOUND or BAD_USER_INPUT: its
 * guard passed), an event, or a subscription still quiet after `quietMs` is an allowed one. An error without a path
 * (the request refused before the field ran) or another close is a `failure`: the sample, not the policy, is wrong.
 */
function subscriptionRefused(url: string, cookie: string | null, query: string, variables: Record<string, unknown>, quietMs = 700) {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return new Promise<{ refused: boolean; failure?: string }>((resolve) => {
    let closedCode: number | null = null;
    let done = false;
    const client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
      lazy: true,
      on: { closed: (event) => (closedCode = (event as { code: number }).code) },
    });
    const finish = (answer: { refused: boolean; failure?: string }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void client.dispose();
      resolve(answer);
    };
    const judge = (errors: readonly WsError[]) => {
      if (errors.some((e) => e.extensions?.code === 'FORBIDDEN' || e.extensions?.code === 'UNAUTHENTICATED')) return finish({ refused: true });
      const unexecuted = errors.find((e) => !e.path);
      finish(unexecuted ? { refused: false, failure: `not executed (${unexecuted.message})` } : { refused: false });
    };
    const timer = setTimeout(() => finish({ refused: false }), quietMs);
    client.subscribe(
      { query, variables },
      {
        next: (value) => judge((value.errors ?? []) as readonly WsError[]),
        error: (error) => {
          if (closedCode === 4401) return finish({ refused: true });
          if (Array.isArray(error)) return judge(error as WsError[]);
          finish({ refused: false, failure: `socket closed (${closedCode ?? String(error)})` });
        },
        complete: () => finish({ refused: false }),
      },
    );
  });
}

describe('subscriptions, as each user type and without a session, over the live socket', () => {
  it('are refused exactly where the table says', async () => {
    const type = objectTypes().find((t) => t.name === 'Subscription')!;
    expect(type.fields.length).toBeGreaterThan(0);
    const cookies = new Map<Subject, string | null>();
    for (const subject of SUBJECTS) {
      const client = new Client(stack.gateway.url);
      if (subject !== null) expect((await client.login(MATRICULA[subject])).login.errors).toEqual([]);
      cookies.set(subject, client.cookie);
    }
    const wrong: string[] = [];
    for (const field of type.fields) {
      const args = field.args.filter((a) => a.type.kind === 'NON_NULL');
      const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, a.name)]));
      const declared = args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
      const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `subscription${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionFor(field.type)} }`;
      const answers = await Promise.all(SUBJECTS.map((subject) => subscriptionRefused(stack.gateway.url, cookies.get(subject)!, document, variables)));
      SUBJECTS.forEach((subject, i) => {
        const { refused, failure } = answers[i];
        if (failure) wrong.push(`Subscription.${field.name} as ${subject ?? 'nobody'}: ${failure}`);
        else if (refused === allows(rightOf('Subscription', field.name)!, subject)) {
          wrong.push(`Subscription.${field.name} as ${subject ?? 'nobody'}: ${refused ? 'refused' : 'allowed'}`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe('branchChoices', () => {
  const CHOICES = 'query Choices($page: Page!) { branchChoices(page: $page) { code } }';

  it('answers each page from the policy: its users only, a bound user their own branch, others every active branch', async () => {
    const superuser = new Client(stack.gateway.url);
    const submanager = new Client(stack.gateway.url);
    const picker = new Client(stack.gateway.url);
    expect((await superuser.login('1001')).login.errors).toEqual([]);
    expect((await submanager.login('1003')).login.errors).toEqual([]);
    expect((await picker.login('1004')).login.errors).toEqual([]);
    const codes = async (client: Client, page: string) => {
      const answer = await client.query(CHOICES, { page });
      return answer.body.errors
        ? answer.body.errors.map((e) => e.extensions?.code)
        : (answer.body.data as { branchChoices: { code: number }[] }).branchChoices.map((b) => b.code);
    };
    const active = await codes(superuser, 'produto');
    expect(active.length).toBeGreaterThan(1);
    expect(await codes(superuser, 'funcionamento')).toEqual(active);
    // Type 3 is bound on products, holidays and staff (auth/policy.ts BRANCH_BINDING), not on section ranks.
    expect(await codes(submanager, 'produto')).toEqual([17]);
    expect(await codes(submanager, 'funcionamento')).toEqual([17]);
    expect(await codes(submanager, 'separador')).toEqual([17]);
    expect(await codes(picker, 'pedido')).toEqual([17]);
    // Pages the user may not open.
    expect(await codes(submanager, 'secao')).toEqual(['FORBIDDEN']);
    expect(await codes(picker, 'funcionamento')).toEqual(['FORBIDDEN']);
    expect(await codes(new Client(stack.gateway.url), 'produto')).toEqual(['UNAUTHENTICATED']);
  });
});

function typeText(type: IntrospectionTypeRef): string {
  if (type.kind === 'NON_NULL') return `${typeText(type.ofType)}!`;
  if (type.kind === 'LIST') return `[${typeText(type.ofType)}]`;
  return (type as { name: string }).name;
}
