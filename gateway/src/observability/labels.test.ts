import { describe, expect, it } from 'vitest';
import { operationLabel, pathTemplate, resourceLabel } from './labels';

describe('operation labels', () => {
  it("keeps the names of the web's and the Sandbox examples' operations, folds any other name into other", () => {
    expect(operationLabel('OpenOrders', true)).toBe('OpenOrders');
    expect(operationLabel('OrderWithItems', true)).toBe('OrderWithItems'); // a Sandbox example
    expect(operationLabel(null, true)).toBe('anonymous');
    expect(operationLabel('OpenOrders', false)).toBe('invalid');
    expect(operationLabel('Junk_0', true)).toBe('other');
    expect(operationLabel('drop table; --', true)).toBe('other');
  });

  it('a junk name per request adds no label: the known ones keep theirs after any number of them', () => {
    const labels = new Set<string>();
    for (let i = 0; i < 1000; i++) labels.add(operationLabel(`Junk_${i}`, true));
    expect([...labels]).toEqual(['other']);
    expect(operationLabel('OpenOrders', true)).toBe('OpenOrders');
  });

  it("a tool's (integration key's) own names are registered, a bounded number of them", () => {
    const tools = new Set<string>();
    for (let i = 0; i < 100; i++) expect(operationLabel(`Tool${i}`, true, true, tools)).toBe(`Tool${i}`);
    expect(operationLabel('OneTooMany', true, true, tools)).toBe('other');
    expect(operationLabel('Tool7', true, true, tools)).toBe('Tool7');
    expect(operationLabel('x'.repeat(81), true, true, tools)).toBe('other');
    // A person's (or nobody's) unknown name is never registered.
    expect(operationLabel('Tool7', true, false, tools)).toBe('other');
    expect(operationLabel('OpenOrders', true, true, tools)).toBe('OpenOrders');
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
