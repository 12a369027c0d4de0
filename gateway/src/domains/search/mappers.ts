// Pure shapes of the navigator: an upstream record -> a SearchHit (title, subtitle, the URL that opens it).
import type { SearchHit } from '../../generated/resolvers-types';
import type { CustomerRecord } from '../../upstreams/product-api/customers';
import type { OrderRecord } from '../../upstreams/product-api/orders';
import type { SortedProductRecord } from '../../upstreams/product-api/products';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { Page } from '../../generated/resolvers-types';
import { dayOf, formatCpf, line, PAGE_NAMES, pageUrl, type OrderPage } from './rules';

export function orderHit(order: OrderRecord, page: OrderPage): SearchHit {
  const customer = order.codcli;
  return {
    kind: 'ORDER',
    title: `Pedido ${order.id}`,
    subtitle: line(customer?.cliente, `Filial ${order.codfilial.codFilial}`, dayOf(order.datapedido), page !== 'pedido' && PAGE_NAMES[page]),
    url: pageUrl(page, { pedido: String(order.id) }),
  };
}

export function customerHit(customer: CustomerRecord): SearchHit {
  const cpf = formatCpf(customer.cpf);
  return {
    kind: 'CUSTOMER',
    title: customer.cliente,
    subtitle: line(cpf && `CPF ${cpf}`, customer.codCli != null && `Código ERP ${customer.codCli}`),
    url: pageUrl('cliente', { cliente: String(customer.id) }),
  };
}

export function productHit(product: SortedProductRecord): SearchHit {
  return {
    kind: 'PRODUCT',
    title: product.descricao,
    subtitle: line(`Código ${product.codprod}`, product.codauxiliar && `EAN ${product.codauxiliar}`, `Filial ${product.codfilial}`),
    url: pageUrl('produto', { filial: String(product.codfilial), codigo: String(product.codprod) }),
  };
}

/** A staff member opens in the details dialog of a list filtered to their matrícula (the dialog reads the page's rows). */
export function staffHit(member: StaffRecord, page: Extract<Page, 'funcionario' | 'separador' | 'entregador'>): SearchHit {
  const registration = member.user?.username ?? null;
  const filter: Record<string, string> = registration ? { matricula: registration } : { nome: member.nome };
  return {
    kind: 'EMPLOYEE',
    title: member.nome,
    subtitle: line(registration && `Matrícula ${registration}`, member.branch != null && `Filial ${member.branch}`, PAGE_NAMES[page]),
    url: pageUrl(page, { ...filter, detalhes: String(member.id) }),
  };
}

export function pageHit(page: Page): SearchHit {
  return { kind: 'PAGE', title: PAGE_NAMES[page]!, subtitle: 'Página', url: pageUrl(page) };
}
