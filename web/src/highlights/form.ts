// The highlight form (docs/areas/catalogue.md#validation): title and type required, link required for type B; values
// as typed <-> the mutation's input. The gateway checks the same rules, and the image on its bytes.
import type { HighlightCarousel_HighlightFragment, HighlightInput, HighlightType } from '../generated/graphql';
import type { ImageRule } from '../lib/imageCheck';
import type { Checked } from '../lib/useDialogForm';

export const REQUIRED = 'Campo obrigatório!';
export const URL_MESSAGE = 'Informe um endereço começando com http:// ou https://';

/**
 * The texts the gateway cannot send: the failure prefixes shown when it cannot be reached at all, the reload the
 * page asked for itself, and the limit checked here before the dialog opens. Successes and refusals are the
 * gateway's (the payload's message and errors).
 */
export const HIGHLIGHT_TEXTS = {
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
  loadFailed: 'Erro ao Carregar Destaques: ',
  reloaded: 'Destaques Atualizados com Sucesso!',
  limit: (limit: number) => `Só é permitido um máximo de ${limit} destaques`,
} as const;

/** docs/areas/catalogue.md#constants: the carousel turns every 7 s. */
export const CAROUSEL_INTERVAL_MS = 7000;

/** docs/decisions/0018-image-rules-per-folder.md: 395x220 JPEG, up to 200 KB ('highlight add uses 204800 bytes'). */
export const HIGHLIGHT_IMAGE: ImageRule = { folder: 'destaques', width: 395, height: 220, maxBytes: 204_800 };

export const TYPE_LABELS: Record<HighlightType, string> = { B: 'Busca (link externo)', I: 'Informação' };

export interface HighlightFormValues {
  title: string;
  description: string;
  type: HighlightType | '';
  link: string;
  imageUrl: string;
}

export const emptyHighlightForm = (): HighlightFormValues => ({ title: '', description: '', type: '', link: '', imageUrl: '' });

export const highlightFormOf = (h: HighlightCarousel_HighlightFragment): HighlightFormValues => ({
  title: h.title,
  description: h.description ?? '',
  type: h.type,
  link: h.link ?? '',
  imageUrl: h.imageUrl ?? '',
});

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function highlightInput(values: HighlightFormValues): Checked<HighlightInput> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = REQUIRED;
  if (!values.type) errors.type = REQUIRED;
  const link = values.link.trim();
  if (values.type === 'B') {
    if (!link) errors.link = REQUIRED;
    else if (!isWebUrl(link)) errors.link = URL_MESSAGE;
  }
  if (Object.keys(errors).length || !values.type) return { errors };
  return {
    input: {
      title: values.title.trim(),
      description: values.description.trim() || null,
      type: values.type,
      link: values.type === 'B' ? link : null,
      imageUrl: values.imageUrl || null,
    },
  };
}
