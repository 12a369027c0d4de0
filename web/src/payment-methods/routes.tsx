// The payment methods domain's page, one chunk loaded by the shell's page registry (app/pages.ts).
import { PaymentMethodsPage } from './views/PaymentMethodsPage';

export const paymentMethodPages = { pagamento: PaymentMethodsPage };
