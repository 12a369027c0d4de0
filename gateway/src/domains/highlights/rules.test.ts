import { describe, expect, it } from 'vitest';
import { highlightProblems, mayAddHighlight } from './rules';
import { toHighlight, toHighlightWrite } from './mappers';

const input = { title: 'Ofertas', description: '', type: 'I' as const, link: null, imageUrl: null };

describe('highlightProblems', () => {
  it('needs a title and, for type B, a web link', () => {
    expect(highlightProblems(input)).toEqual([]);
    expect(highlightProblems({ ...input, title: '  ' })).toEqual([{ field: 'title', message: 'Campo obrigatório!' }]);
    expect(highlightProblems({ ...input, type: 'B' })).toEqual([{ field: 'link', message: 'Campo obrigatório!' }]);
    expect(highlightProblems({ ...input, type: 'B', link: 'ofertas' })).toEqual([
      { field: 'link', message: 'Informe um endereço começando com http:// ou https://' },
    ]);
    expect(highlightProblems({ ...input, type: 'B', link: 'https://loja.example.com/ofertas' })).toEqual([]);
    // Type I ignores whatever link the form still holds.
    expect(highlightProblems({ ...input, link: 'ofertas' })).toEqual([]);
  });
});

describe('the limit of 7', () => {
  it('lets a seventh be added, not an eighth', () => {
    expect(mayAddHighlight(6)).toBe(true);
    expect(mayAddHighlight(7)).toBe(false);
    expect(mayAddHighlight(9)).toBe(false);
  });
});

describe('mappers', () => {
  it('writes a new highlight active, keeps the status on update, and keeps the link for type B only', () => {
    expect(toHighlightWrite({ ...input, title: ' T ', link: 'https://x.example.com' }, null)).toEqual({
      titulo: 'T',
      descricao: '',
      tipo: 'I',
      link: null,
      imagem: null,
      status: 'A',
    });
    const before = { id: 3, titulo: 'T', descricao: '', tipo: 'B' as const, link: 'https://x.example.com', imagem: null, status: 'I' };
    expect(toHighlightWrite({ ...input, type: 'B', link: ' https://y.example.com ' }, before)).toMatchObject({
      tipo: 'B',
      link: 'https://y.example.com',
      status: 'I',
    });
    expect(toHighlight(before)).toEqual({ id: '3', title: 'T', description: null, type: 'B', link: 'https://x.example.com', imageUrl: null, status: 'I' });
  });
});
