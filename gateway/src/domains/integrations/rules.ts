// The 'Nova chave' form's rules and the page's texts (docs/areas/integrations.md#integration-keys): a name, at least
// one page among those a key may hold (auth/integration-keys.ts KEY_PAGES), an optional positive branch code (that the
// product API has: resolvers.ts) with only pages the policy binds to a branch, an expiry in the future and at most
// MAX_KEY_DAYS ahead.
import type { IntegrationKeyInput, Page } from '../../generated/resolvers-types';
import { isBindablePage } from '../../auth/policy';
import { KEY_PAGES, MAX_KEY_DAYS } from '../../auth/integration-keys';

export const INTEGRATION_MESSAGES = {
  created: 'Chave Criada com Sucesso!',
  createdBefore:
    'Chave Criada com Sucesso! Esta chave foi criada por um pedido idêntico a este; o segredo é mostrado uma única vez, na resposta daquele pedido.',
  createFailed: 'Erro ao Criar Chave: ',
  revoked: 'Chave Revogada com Sucesso!',
  nameRequired: 'Informe o nome da integração.',
  pagesRequired: 'Escolha ao menos uma página.',
  pageNotAllowed: (page: string) => `A página '${page}' não pode ser dada a uma chave.`,
  pageBranchWide: (page: string) => `A página '${page}' vale para todas as filiais: ela só pode ser dada a uma chave sem filial.`,
  badBranch: 'Filial inválida.',
  branchNotFound: 'Filial não encontrada.',
  branchCheckFailed: 'Erro ao verificar a filial: ',
  expiryPast: 'A validade deve ser uma data futura.',
  expiryTooFar: `A validade pode ser de no máximo ${MAX_KEY_DAYS} dias.`,
  notFound: 'Chave não encontrada.',
  alreadyRevoked: 'Esta chave já estava revogada.',
} as const;

export interface FormProblem {
  field: string;
  message: string;
}

const allowed = new Set<Page>(KEY_PAGES);

/** The form's problems (empty when the key may be made). */
export function keyProblems(input: IntegrationKeyInput, now: Date): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!input.name.trim()) problems.push({ field: 'name', message: INTEGRATION_MESSAGES.nameRequired });
  if (input.pages.length === 0) problems.push({ field: 'pages', message: INTEGRATION_MESSAGES.pagesRequired });
  const refused = input.pages.find((page) => !allowed.has(page));
  if (refused) problems.push({ field: 'pages', message: INTEGRATION_MESSAGES.pageNotAllowed(refused) });
  if (input.branch != null && !(Number.isInteger(input.branch) && input.branch > 0))
    problems.push({ field: 'branch', message: INTEGRATION_MESSAGES.badBranch });
  // A key bound to a branch holds only pages whose data the policy binds to a branch (auth/policy.ts).
  const branchWide = input.branch != null && !refused ? input.pages.find((page) => !isBindablePage(page)) : undefined;
  if (branchWide) problems.push({ field: 'pages', message: INTEGRATION_MESSAGES.pageBranchWide(branchWide) });
  const expires = new Date(input.expiresAt).getTime();
  if (!(expires > now.getTime())) problems.push({ field: 'expiresAt', message: INTEGRATION_MESSAGES.expiryPast });
  else if (expires > now.getTime() + MAX_KEY_DAYS * 86_400_000) problems.push({ field: 'expiresAt', message: INTEGRATION_MESSAGES.expiryTooFar });
  return problems;
}

/** The pages in menu order, each once. */
export const orderedPages = (pages: readonly Page[]): Page[] => KEY_PAGES.filter((page) => pages.includes(page));
