// The highlight form's rules and constants (docs/areas/catalogue.md#highlights;
// docs/decisions/0018-image-rules-per-folder.md): title and type required, link required for type B (an http(s)
// address), at most 7 highlights, image 395x220 JPEG up to 200 KB.
import type { HighlightInput } from '../../generated/resolvers-types';
import { FORM_MESSAGES, isWebUrl, problemList, type FieldProblem } from '../../kit/form-rules';
import type { ImageRule } from '../../kit/image-check';

export const HIGHLIGHT_LIMIT = 7;

export const HIGHLIGHT_IMAGE: ImageRule = { folder: 'destaques', width: 395, height: 220, maxBytes: 204_800, of: 'do destaque' };

export const HIGHLIGHT_MESSAGES = {
  ...FORM_MESSAGES,
  created: 'Destaque Adicionado com Sucesso!',
  updated: 'Destaque Atualizado com Sucesso!',
  deleted: 'Destaque Excluído com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
  loadFailed: 'Erro ao Carregar Destaques: ',
  limit: `Só é permitido um máximo de ${HIGHLIGHT_LIMIT} destaques`,
  notFound: 'Destaque não encontrado.',
} as const;

export function highlightProblems(input: HighlightInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.title.trim()) add('title', FORM_MESSAGES.required);
  const link = input.link?.trim() ?? '';
  if (input.type === 'B') {
    if (!link) add('link', FORM_MESSAGES.required);
    else if (!isWebUrl(link)) add('link', FORM_MESSAGES.url);
  }
  return problems;
}

/** Whether one more highlight may be created when there are `count`. */
export const mayAddHighlight = (count: number) => count < HIGHLIGHT_LIMIT;
