import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListResults } from './listResults';

const paging = { page: 1, pageSize: 5 };
const render = (page: { total: number; items: string[] } | undefined, extra: { loading?: boolean; pagerWhenEmpty?: boolean } = {}) =>
  renderToStaticMarkup(
    <ListResults
      page={page}
      loading={extra.loading ?? false}
      loadingLabel="Carregando itens"
      emptyTitle="Nada encontrado"
      paging={paging}
      onPagingChange={() => undefined}
      pagerWhenEmpty={extra.pagerWhenEmpty}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListResults>,
  );

describe('ListResults', () => {
  it('shows only the spinner before the first page arrives', () => {
    const html = render(undefined, { loading: true });
    expect(html).toContain('Carregando itens');
    expect(html).not.toContain('Total:');
  });

  it('renders the table and the pager for a page with items', () => {
    const html = render({ total: 7, items: ['a', 'b'] });
    expect(html).toContain('<li>a</li><li>b</li>');
    expect(html).toContain('Total: 7');
    expect(html).not.toContain('Nada encontrado');
  });

  it('hides the pager of an empty result unless asked to keep it', () => {
    const hidden = render({ total: 0, items: [] });
    expect(hidden).toContain('Nada encontrado');
    expect(hidden).not.toContain('<ul>');
    expect(hidden).not.toContain('Total:');
    expect(render({ total: 0, items: [] }, { pagerWhenEmpty: true })).toContain('Total: 0');
  });
});
