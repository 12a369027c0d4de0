// Strict validation of a purchase ("shop") body: every problem is reported, with the field path, so a
// client bug shows up as a clear 422 instead of a silently wrong registration.
import { cpf as cpfCheck } from 'cpf-cnpj-validator';
import { isObject } from '../sandbox/reply';

export interface Purchase {
  registration: string;
  coupon: string;
  total: number;
  date: string;
  items: number;
}

const MAX_ITEMS = 5000;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= 255;
const isCode = (v: unknown) => isText(v) || (Number.isSafeInteger(v) && (v as number) >= 0);
const DATE = /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d(\.\d{1,6})?)?(Z|[+-]\d\d:?\d\d)?)?$/;

export function validDate(value: unknown): boolean {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

export function registrationDigits(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  return cpfCheck.isValid(digits) ? digits : undefined;
}

export function validatePurchase(body: unknown): { purchase: Purchase } | { errors: string[] } {
  if (!isObject(body)) return { errors: ['O corpo da requisição deve ser um objeto JSON.'] };
  const errors: string[] = [];
  const registration = registrationDigits(body.registration);
  if (!registration) errors.push('registration: CPF inválido.');

  const payment = body.payment;
  if (!isObject(payment)) errors.push('payment: obrigatório.');
  else {
    if (!isCode(payment.coupon)) errors.push('payment.coupon: obrigatório.');
    if (!isNumber(payment.total) || payment.total <= 0) errors.push('payment.total: deve ser um número maior que zero.');
    else if (payment.total >= 1e9) errors.push('payment.total: valor acima do limite.');
    if (!isCode(payment.method)) errors.push('payment.method: obrigatório.');
    for (const key of ['installments', 'split'] as const) {
      if (!Number.isInteger(payment[key]) || (payment[key] as number) < 1) errors.push(`payment.${key}: deve ser um inteiro maior ou igual a 1.`);
    }
    if (!validDate(payment.date)) errors.push('payment.date: data inválida (use AAAA-MM-DD HH:mm:ss).');
  }

  const itemCodes = new Set<string>();
  if (!Array.isArray(body.items) || body.items.length === 0) errors.push('items: a compra deve ter ao menos um item.');
  else if (body.items.length > MAX_ITEMS) errors.push(`items: no máximo ${MAX_ITEMS} itens.`);
  else {
    body.items.forEach((item: unknown, i: number) => {
      const at = `items[${i}]`;
      if (!isObject(item)) return void errors.push(`${at}: deve ser um objeto.`);
      for (const key of ['category', 'subcategory'] as const) {
        if (typeof item[key] !== 'string') errors.push(`${at}.${key}: deve ser um texto.`);
      }
      if (!isText(item.product_name)) errors.push(`${at}.product_name: obrigatório.`);
      if (!isCode(item.code)) errors.push(`${at}.code: obrigatório.`);
      else itemCodes.add(String(item.code));
      if (item.unity_type !== 'kg' && item.unity_type !== 'un') errors.push(`${at}.unity_type: deve ser 'kg' ou 'un'.`);
      if (!isNumber(item.unit_value) || item.unit_value < 0) errors.push(`${at}.unit_value: deve ser um número não negativo.`);
      if (!isNumber(item.quantity) || item.quantity <= 0) errors.push(`${at}.quantity: deve ser um número maior que zero.`);
      else if (item.unity_type === 'un' && !Number.isInteger(item.quantity)) errors.push(`${at}.quantity: deve ser inteiro quando unity_type é 'un'.`);
      if (!isNumber(item.total_value) || item.total_value < 0) errors.push(`${at}.total_value: deve ser um número não negativo.`);
    });
  }

  if (body.discounts !== undefined) {
    if (!Array.isArray(body.discounts)) errors.push('discounts: deve ser uma lista.');
    else {
      body.discounts.forEach((discount: unknown, i: number) => {
        const at = `discounts[${i}]`;
        if (!isObject(discount)) return void errors.push(`${at}: deve ser um objeto.`);
        if (!isCode(discount.code)) errors.push(`${at}.code: obrigatório.`);
        else if (itemCodes.size && !itemCodes.has(String(discount.code))) errors.push(`${at}.code: não corresponde a nenhum item da compra.`);
        if (!isNumber(discount.quantity) || discount.quantity <= 0) errors.push(`${at}.quantity: deve ser um número maior que zero.`);
      });
    }
  }

  if (errors.length || !registration || !isObject(payment)) return { errors };
  return {
    purchase: {
      registration,
      coupon: String(payment.coupon),
      total: payment.total as number,
      date: payment.date as string,
      items: (body.items as unknown[]).length,
    },
  };
}
