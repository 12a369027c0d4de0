// The privacy policy of 'Configurações Apps' (spec 002 section 2: the privacy policy dialog with its update
// button; DESIGN section 4: one text, title and body, kept by the product API like the terms). Type 1 only, as
// the page. Saving is one journaled change with its audit entry; title and body are required ('Campo obrigatório!').
import { GraphQLError } from 'graphql';
import type { MutationResolvers, PrivacyPolicyInput, QueryResolvers } from '../../generated/resolvers-types';
import type { PrivacyPolicyRecord } from '../../upstreams/product-api/privacy-policy';
import { inputErrors, type UserErrorData } from '../../user-error';
import { runChange } from '../../workflows/change';
import { workflowDeps } from '../../workflows/deps';
import { textOf } from '../../kit/text';
import { FORM_MESSAGES, problemList, type FieldProblem } from '../../kit/form-rules';

// The spec names the dialog only; the texts follow the terms' ('Termos de uso atualizados com Sucesso!').
export const PRIVACY_POLICY_MESSAGES = {
  required: FORM_MESSAGES.required,
  saved: 'Política de privacidade atualizada com Sucesso!',
  saveFailed: 'Erro ao Atualizar Política de Privacidade: ',
  loadFailed: 'Erro ao Carregar Política de Privacidade: ',
  missing: 'nenhuma política de privacidade cadastrada na API.',
} as const;

const TABLE = 'politica-privacidade';

export function privacyPolicyProblems(input: PrivacyPolicyInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.title.trim()) add('title', PRIVACY_POLICY_MESSAGES.required);
  if (!input.body.trim()) add('body', PRIVACY_POLICY_MESSAGES.required);
  return problems;
}

const toPrivacyPolicy = (r: PrivacyPolicyRecord) => ({ id: String(r.id), title: r.titulo ?? '', body: r.texto ?? '' });
const failure = (code: UserErrorData['code'], message: string): UserErrorData[] => [{ code, message, field: null }];

export const privacyPolicyQueries: QueryResolvers = {
  privacyPolicy: async (_parent, _args, ctx) => {
    let record;
    try {
      record = await ctx.upstreams.productApi.privacyPolicy.current();
    } catch (error) {
      throw new GraphQLError(`${PRIVACY_POLICY_MESSAGES.loadFailed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    if (!record) throw new GraphQLError(`${PRIVACY_POLICY_MESSAGES.loadFailed}${PRIVACY_POLICY_MESSAGES.missing}`, { extensions: { code: 'NOT_FOUND' } });
    return toPrivacyPolicy(record);
  },
};

export const privacyPolicyMutations: MutationResolvers = {
  savePrivacyPolicy: async (_parent, { input }, ctx) => {
    const prefix = PRIVACY_POLICY_MESSAGES.saveFailed;
    const refused = (errors: UserErrorData[]) => ({ privacyPolicy: null, message: null, errors });
    const problems = privacyPolicyProblems(input);
    if (problems.length) return refused(inputErrors(problems));
    const api = ctx.upstreams.productApi.privacyPolicy;
    let before;
    try {
      before = await api.current();
    } catch (error) {
      return refused(failure('UPSTREAM_ERROR', `${prefix}${textOf(error)}`));
    }
    if (!before) return refused(failure('NOT_FOUND', `${prefix}${PRIVACY_POLICY_MESSAGES.missing}`));
    const stored = before;
    const write = { titulo: input.title.trim(), texto: input.body.trim() };
    const outcome = await runChange(workflowDeps(ctx), {
      kind: 'privacy_policy_update',
      subject: `${TABLE}:${stored.id}`,
      table: TABLE,
      method: 'PUT',
      before: stored,
      asked: { id: stored.id, write },
      write: () => api.update(stored.id, write),
      prefix,
    });
    if (!outcome.record) return refused(outcome.errors);
    return { privacyPolicy: toPrivacyPolicy(outcome.record), message: PRIVACY_POLICY_MESSAGES.saved, errors: [] };
  },
};
