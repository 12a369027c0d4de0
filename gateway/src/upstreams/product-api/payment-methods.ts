// Payment methods (`formas-pagamento/`, docs/areas/catalogue.md#calls): read 40 at a time by the page,
// created, updated and deleted by id.
import type { Page, ProductApiTransport } from './transport';

export interface PaymentMethodWrite {
  codInterno: string;
  /** The ERP's charge code */
  codCobWinthor: string;
  descricao: string;
  imagem: string | null;
}

export interface PaymentMethodRecord extends PaymentMethodWrite {
  id: number;
}

const PAYMENT_METHODS = 'formas-pagamento/';
const one = (id: number) => `${PAYMENT_METHODS}${encodeURIComponent(String(id))}/`;

export class PaymentMethods {
  constructor(private readonly api: ProductApiTransport) {}

  list(page: number, pageSize: number): Promise<Page<PaymentMethodRecord>> {
    return this.api.list<PaymentMethodRecord>(PAYMENT_METHODS, {}, page, pageSize);
  }

  get(id: number): Promise<PaymentMethodRecord> {
    return this.api.get<PaymentMethodRecord>(one(id));
  }

  create(method: PaymentMethodWrite): Promise<PaymentMethodRecord> {
    return this.api.post<PaymentMethodRecord>(PAYMENT_METHODS, method);
  }

  update(id: number, method: PaymentMethodWrite): Promise<PaymentMethodRecord> {
    return this.api.put<PaymentMethodRecord>(one(id), method);
  }

  delete(id: number): Promise<void> {
    return this.api.delete(one(id));
  }
}
