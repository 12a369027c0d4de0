// The 'Nova chave' form: its values, defaults (90 days), the client-side checks the gateway repeats, the page names
// a key's pages are shown with, and the texts only the web knows (loading, empty, unreachable prefixes).
import type { IntegrationKeyInput, Page } from '../generated/graphql';
import { PAGE_LABELS, isMenuPage } from '../kernel/pageNames';

export const INTEGRATION_TEXTS = {
  loadFailed: 'Erro ao Carregar Chaves: ',
  createFailed: 'Erro ao Criar Chave: ',
  revokeFailed: 'Erro ao Revogar Chave: ',
  copied: 'Chave copiada.',
  copyFailed: 'Não foi possível copiar: selecione o texto e copie.',
} as const;

export const DEFAULT_DAYS = 90;
export const MAX_DAYS = 365;

export interface KeyFormValues {
  name: string;
  pages: Page[];
  /** '' for every branch */
  branch: string;
  /** yyyy-mm-dd */
  expiresOn: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
export const daysAhead = (days: number, now = new Date()) => day(new Date(now.getTime() + days * 86_400_000));

export const emptyKeyForm = (now = new Date()): KeyFormValues => ({ name: '', pages: [], branch: '', expiresOn: daysAhead(DEFAULT_DAYS, now) });

/** The form's own checks (the gateway repeats them): field -> message. */
export function keyFormProblems(values: KeyFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'Informe o nome da integração.';
  if (values.pages.length === 0) problems.pages = 'Escolha ao menos uma página.';
  if (!values.expiresOn) problems.expiresAt = 'Informe a validade.';
  return problems;
}

/** The key expires at the end of the chosen day, São Paulo time. */
export function keyInputOf(values: KeyFormValues): IntegrationKeyInput {
  return {
    name: values.name.trim(),
    pages: values.pages,
    branch: values.branch ? Number(values.branch) : null,
    expiresAt: new Date(`${values.expiresOn}T23:59:59-03:00`).toISOString(),
  };
}

export function pageLabel(page: Page): string {
  if (isMenuPage(page)) return PAGE_LABELS[page];
  return page === 'dashboard' ? 'Dashboard' : page;
}

export const STATE_LABELS = { ACTIVE: 'Ativa', EXPIRED: 'Expirada', REVOKED: 'Revogada' } as const;
