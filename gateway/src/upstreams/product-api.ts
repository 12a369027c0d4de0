// Client of the company's product API (DRF style): one typed module per resource (product-api/*.ts, the only
// places that know its paths). Created per request with the session user's own token; each resource keeps its
// DataLoaders on this instance, so they live exactly as long as the request.
import type { HttpClient } from './http';
import { headerValue, send } from './http';
import { upstreamHttpError } from './errors';
import { ApplicationLogs } from './product-api/application-logs';
import { AppSettings } from './product-api/app-settings';
import { BranchDeliveryPeriods } from './product-api/branch-delivery-periods';
import { Branches } from './product-api/branches';
import { Cancellations } from './product-api/cancellations';
import { CoverageFees } from './product-api/coverage-fees';
import { Customers } from './product-api/customers';
import { GeneralSettings } from './product-api/general-settings';
import { Highlights } from './product-api/highlights';
import { ApiLogs, DatabaseLogs } from './product-api/logs';
import { Neighbourhoods } from './product-api/neighbourhoods';
import { Notifications } from './product-api/notifications';
import { OrderItems } from './product-api/order-items';
import { Orders } from './product-api/orders';
import { PasswordResets } from './product-api/password-resets';
import { MonthlySales } from './product-api/monthly-sales';
import { PaymentMethods } from './product-api/payment-methods';
import { PostalCodes } from './product-api/postal-codes';
import { Recipes } from './product-api/recipes';
import { PrivacyPolicy } from './product-api/privacy-policy';
import { Products } from './product-api/products';
import { Sections } from './product-api/sections';
import { SpecialDates } from './product-api/special-dates';
import { Staff } from './product-api/staff';
import { Terms } from './product-api/terms';
import { ProductApiTransport, type TokenProvider } from './product-api/transport';
import { Users } from './product-api/users';

export type { TokenProvider } from './product-api/transport';

type ResourceName =
  | 'orders'
  | 'orderItems'
  | 'cancellations'
  | 'customers'
  | 'staff'
  | 'users'
  | 'generalSettings'
  | 'notifications'
  | 'applicationLogs'
  | 'branches'
  | 'branchDeliveryPeriods'
  | 'specialDates'
  | 'coverageFees'
  | 'postalCodes'
  | 'neighbourhoods'
  | 'highlights'
  | 'paymentMethods'
  | 'sections'
  | 'apiLogs'
  | 'databaseLogs'
  | 'passwordResets'
  | 'products'
  | 'monthlySales'
  | 'appSettings'
  | 'terms'
  | 'privacyPolicy'
  | 'recipes';

/**
 * Calls the specs place on other hosts than the product API (site settings; default the product API itself): the
 * password reset and recovery calls (the company's external API host, docs/areas/staff-and-support.md#reset-pages) and the ERP refresh script
 * (docs/areas/catalogue.md#erp-refresh).
 */
export interface ProductApiSites {
  /** PASSWORD_RESET_API_URL: the host of recovery/, password-reset/ and password-reset-complete. */
  resets?: HttpClient;
  /** PRODUCT_REFRESH_URL: the refresh script, as a client of its folder and the script's name in it. */
  refresh?: { client: HttpClient; path: string };
}

export class ProductApi {
  private readonly transport: ProductApiTransport;
  private readonly tokens: TokenProvider | null;
  /** The resources made so far: each is built on first use (a request reads one or two of them). */
  private readonly made: Partial<Record<ResourceName, unknown>> = {};

  /** Over the product API's connection with these tokens, or over a given transport (tests pass a double). */
  constructor(
    connection: HttpClient | ProductApiTransport,
    tokens: TokenProvider | null = null,
    private readonly sites: ProductApiSites = {},
  ) {
    this.transport = connection instanceof ProductApiTransport ? connection : new ProductApiTransport(connection, tokens);
    this.tokens = tokens;
  }

  get orders(): Orders {
    return (this.made.orders ??= new Orders(this.transport)) as Orders;
  }

  get orderItems(): OrderItems {
    return (this.made.orderItems ??= new OrderItems(this.transport)) as OrderItems;
  }

  get cancellations(): Cancellations {
    return (this.made.cancellations ??= new Cancellations(this.transport)) as Cancellations;
  }

  get customers(): Customers {
    return (this.made.customers ??= new Customers(this.transport)) as Customers;
  }

  get staff(): Staff {
    return (this.made.staff ??= new Staff(this.transport)) as Staff;
  }

  get users(): Users {
    return (this.made.users ??= new Users(this.transport)) as Users;
  }

  get generalSettings(): GeneralSettings {
    return (this.made.generalSettings ??= new GeneralSettings(this.transport)) as GeneralSettings;
  }

  get notifications(): Notifications {
    return (this.made.notifications ??= new Notifications(this.transport)) as Notifications;
  }

  get applicationLogs(): ApplicationLogs {
    return (this.made.applicationLogs ??= new ApplicationLogs(this.transport)) as ApplicationLogs;
  }

  get branches(): Branches {
    return (this.made.branches ??= new Branches(this.transport)) as Branches;
  }

  get branchDeliveryPeriods(): BranchDeliveryPeriods {
    return (this.made.branchDeliveryPeriods ??= new BranchDeliveryPeriods(this.transport)) as BranchDeliveryPeriods;
  }

  get specialDates(): SpecialDates {
    return (this.made.specialDates ??= new SpecialDates(this.transport)) as SpecialDates;
  }

  get coverageFees(): CoverageFees {
    return (this.made.coverageFees ??= new CoverageFees(this.transport)) as CoverageFees;
  }

  get postalCodes(): PostalCodes {
    return (this.made.postalCodes ??= new PostalCodes(this.transport)) as PostalCodes;
  }

  get neighbourhoods(): Neighbourhoods {
    return (this.made.neighbourhoods ??= new Neighbourhoods(this.transport)) as Neighbourhoods;
  }

  get highlights(): Highlights {
    return (this.made.highlights ??= new Highlights(this.transport)) as Highlights;
  }

  get paymentMethods(): PaymentMethods {
    return (this.made.paymentMethods ??= new PaymentMethods(this.transport)) as PaymentMethods;
  }

  get sections(): Sections {
    return (this.made.sections ??= new Sections(this.transport)) as Sections;
  }

  get apiLogs(): ApiLogs {
    return (this.made.apiLogs ??= new ApiLogs(this.transport)) as ApiLogs;
  }

  get databaseLogs(): DatabaseLogs {
    return (this.made.databaseLogs ??= new DatabaseLogs(this.transport)) as DatabaseLogs;
  }

  get passwordResets(): PasswordResets {
    const { resets } = this.sites;
    return (this.made.passwordResets ??= new PasswordResets(resets ? new ProductApiTransport(resets, this.tokens) : this.transport)) as PasswordResets;
  }

  get products(): Products {
    const { refresh } = this.sites;
    return (this.made.products ??= new Products(
      this.transport,
      refresh ? { api: new ProductApiTransport(refresh.client, this.tokens), path: refresh.path } : undefined,
    )) as Products;
  }

  get monthlySales(): MonthlySales {
    return (this.made.monthlySales ??= new MonthlySales(this.transport)) as MonthlySales;
  }

  get appSettings(): AppSettings {
    return (this.made.appSettings ??= new AppSettings(this.transport)) as AppSettings;
  }

  get terms(): Terms {
    return (this.made.terms ??= new Terms(this.transport)) as Terms;
  }

  get privacyPolicy(): PrivacyPolicy {
    return (this.made.privacyPolicy ??= new PrivacyPolicy(this.transport)) as PrivacyPolicy;
  }

  get recipes(): Recipes {
    return (this.made.recipes ??= new Recipes(this.transport)) as Recipes;
  }
}

/** Upstream JWT pair (POST token/). */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Calls that need no session: obtaining and refreshing tokens. */
export class ProductAuthApi {
  constructor(private readonly http: HttpClient) {}

  /** Resolves null when the credentials are refused (400/401); other failures throw. */
  async obtain(username: string, password: string): Promise<TokenPair | null> {
    const reply = await send(this.http, 'token/', { method: 'POST', json: { username, password } });
    if (reply.status === 400 || reply.status === 401) return null;
    if (reply.status !== 200) {
      throw upstreamHttpError('productApi', { status: reply.status, body: reply.body, retryAfter: headerValue(reply.headers['retry-after']) });
    }
    return reply.body as TokenPair;
  }

  /** Resolves null when the refresh token is no longer accepted. Rotating APIs may return a new refresh. */
  async refresh(refresh: string): Promise<{ access: string; refresh?: string } | null> {
    const reply = await send(this.http, 'token/refresh/', { method: 'POST', json: { refresh } });
    if (reply.status === 400 || reply.status === 401) return null;
    if (reply.status !== 200) throw upstreamHttpError('productApi', { status: reply.status, body: reply.body });
    return reply.body as { access: string; refresh?: string };
  }
}
