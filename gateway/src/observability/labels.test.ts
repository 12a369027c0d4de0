import { describe, expect, it } from 'vitest';
import { operationLabel, pathTemplate, resourceLabel } from './labels';

describe('operation labels', () => {
  it('keeps GraphQL names, folds the rest', () => {
    const known = new Set<string>();
    expect(operationLabel('OpenOrders', true, known)).toBe('OpenOrders');
    expect(operationLabel(null, true, known)).toBe('anonymous');
    expect(operationLabel('OpenOrders', false, known)).toBe('invalid');
    expect(operationLabel('drop table; --', true, known)).toBe('other');
    expect(operationLabel('x'.repeat(81), true, known)).toBe('other');
  });

  it('folds new names into other once the cap is reached, known names stay', () => {
    const known = new Set<string>();
    for (let i = 0; i < 300; i++) expect(operationLabel(`Op${i}`, true, known)).toBe(`Op${i}`);
    expect(operationLabel('OneTooMany', true, known)).toBe('other');
    expect(operationLabel('Op7', true, known)).toBe('Op7');
  });
});

describe('upstream resource templates', () => {
  it('turns ids into {id} and drops the query', () => {
    expect(pathTemplate('pedidos/123/')).toBe('pedidos/{id}');
    expect(pathTemplate('detalhe-funcionario/?user=7')).toBe('detalhe-funcionario');
    expect(pathTemplate('admin/api/v2/shops/cancel')).toBe('admin/api/v2/shops/cancel');
    expect(pathTemplate('clientes/12345678909/enderecos/')).toBe('clientes/{id}/enderecos');
    expect(pathTemplate('uploads/3f2b8c1e-0a4d-4c7e-9f00-1a2b3c4d5e6f.jpg')).toBe('uploads/{id}');
    expect(pathTemplate('')).toBe('/');
  });

  it('caps the templates of a service', () => {
    for (let i = 0; i < 200; i++)
      resourceLabel('test-service', `r${'a'.repeat(i % 50)}${String.fromCharCode(97 + (i % 26))}${'b'.repeat(Math.floor(i / 50))}/`);
    expect(resourceLabel('test-service', 'never-seen/')).toBe('other');
    expect(resourceLabel('another-service', 'never-seen/')).toBe('never-seen');
  });

  it('labels a path the same whatever its query, before and after the memo of paths is dropped', () => {
    expect(resourceLabel('memo-service', 'clientes/?id__in=22%2C42&page_size=2')).toBe('clientes');
    expect(resourceLabel('memo-service', 'clientes/?id__in=7')).toBe('clientes');
    expect(resourceLabel('memo-service', 'pedidos/123/?x=1#y')).toBe('pedidos/{id}');
    for (let i = 0; i < 1500; i++) resourceLabel('memo-service', `pedidos/${i}/`);
    expect(resourceLabel('memo-service', 'clientes/?id__in=9')).toBe('clientes');
    expect(resourceLabel('memo-service', 'pedidos/123/#z')).toBe('pedidos/{id}');
  });
});
