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

export class ProductApi {
  readonly orders: Orders;
  readonly orderItems: OrderItems;
  readonly cancellations: Cancellations;
  readonly customers: Customers;
  readonly staff: Staff;
  readonly users: Users;
  readonly generalSettings: GeneralSettings;
  readonly notifications: Notifications;
  readonly applicationLogs: ApplicationLogs;
  readonly branches: Branches;
  readonly branchDeliveryPeriods: BranchDeliveryPeriods;
  readonly specialDates: SpecialDates;
  readonly coverageFees: CoverageFees;
  readonly postalCodes: PostalCodes;
  readonly neighbourhoods: Neighbourhoods;
  readonly highlights: Highlights;
  readonly paymentMethods: PaymentMethods;
  readonly sections: Sections;
  readonly apiLogs: ApiLogs;
  readonly databaseLogs: DatabaseLogs;
  readonly passwordResets: PasswordResets;
  readonly products: Products;
  readonly monthlySales: MonthlySales;
  readonly appSettings: AppSettings;
  readonly terms: Terms;
  readonly privacyPolicy: PrivacyPolicy;
  readonly recipes: Recipes;

  /** Over the product API's connection with these tokens, or over a given transport (tests pass a double). */
  constructor(connection: HttpClient | ProductApiTransport, tokens: TokenProvider | null = null) {
    const transport = connection instanceof ProductApiTransport ? connection : new ProductApiTransport(connection, tokens);
    this.orders = new Orders(transport);
    this.orderItems = new OrderItems(transport);
    this.cancellations = new Cancellations(transport);
    this.customers = new Customers(transport);
    this.staff = new Staff(transport);
    this.users = new Users(transport);
    this.generalSettings = new GeneralSettings(transport);
    this.notifications = new Notifications(transport);
    this.applicationLogs = new ApplicationLogs(transport);
    this.branches = new Branches(transport);
    this.branchDeliveryPeriods = new BranchDeliveryPeriods(transport);
    this.specialDates = new SpecialDates(transport);
    this.coverageFees = new CoverageFees(transport);
    this.postalCodes = new PostalCodes(transport);
    this.neighbourhoods = new Neighbourhoods(transport);
    this.highlights = new Highlights(transport);
    this.paymentMethods = new PaymentMethods(transport);
    this.sections = new Sections(transport);
    this.apiLogs = new ApiLogs(transport);
    this.databaseLogs = new DatabaseLogs(transport);
    this.passwordResets = new PasswordResets(transport);
    this.products = new Products(transport);
    this.monthlySales = new MonthlySales(transport);
    this.appSettings = new AppSettings(transport);
    this.terms = new Terms(transport);
    this.privacyPolicy = new PrivacyPolicy(transport);
    this.recipes = new Recipes(transport);
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
