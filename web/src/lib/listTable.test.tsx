// @vitest-environment jsdom
// The kit's table: a column given as `false` is left out with its cells, and a table without rows says so in its
// body across the columns shown (the page's own text, or the kit's). The integration keys' table, which uses both, is
// tested beside it (integrations/components/KeyTable.test.tsx).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_TABLE_TEXT, ListTable } from './listTable';

afterEach(cleanup);

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('ListTable', () => {
  it('says an empty table in its body, across the columns shown', () => {
    render(
      <ListTable headers={['Código', 'Nome', false]} items={[] as string[]} getKey={(s) => s} estimateHeight={41}>
        {(s) => (
          <tr>
            <td>{s}</td>
          </tr>
        )}
      </ListTable>,
    );
    expect(headers()).toEqual(['Código', 'Nome']);
    const cell = screen.getByRole('cell', { name: EMPTY_TABLE_TEXT });
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
