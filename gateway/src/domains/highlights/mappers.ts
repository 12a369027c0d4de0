// Highlights (destaques) <-> the schema's Highlight and the form's write body.
import type { Highlight, HighlightInput } from '../../generated/resolvers-types';
import type { HighlightRecord, HighlightWrite } from '../../upstreams/product-api/highlights';

export function toHighlight(record: HighlightRecord): Highlight {
  return {
    id: String(record.id),
    title: record.titulo,
    description: record.descricao || null,
    type: record.tipo === 'B' ? 'B' : 'I',
    link: record.link || null,
    imageUrl: record.imagem || null,
    status: record.status || 'A',
  };
}

/** A new highlight is active (docs/areas/catalogue.md#states); an update keeps its status. The link is kept for type
 *  B only. */
export function toHighlightWrite(input: HighlightInput, before: HighlightRecord | null): HighlightWrite {
  return {
    titulo: input.title.trim(),
    descricao: input.description?.trim() ?? '',
    tipo: input.type,
    link: input.type === 'B' ? input.link?.trim() || null : null,
    imagem: input.imageUrl?.trim() || null,
    status: before?.status || 'A',
  };
}
