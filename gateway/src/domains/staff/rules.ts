// Rules of the staff pages (docs/areas/staff-and-support.md#staff): role flags <-> roles, the role labels, the forms'
// validations with the spec's exact messages, and the configuration the gateway (never the browser) supplies: the
// deliverymen's default password and the placeholder e-mail built from the matrícula.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { StaffRole } from '../../generated/resolvers-types';
import type { RoleFlags } from '../../auth/roles';
import { emptyMessage, type FieldProblem } from '../../kit/form-rules';
import type { Env } from '@painel/db/settings';
import { gatewaySetting, isProduction } from '../../settings';

/** Which page's form: 'Funcionários', 'Busca de Separadores' or 'Busca de Entregadores'. */
export type StaffKind = 'employee' | 'picker' | 'deliveryman';

export const ROLE_FLAG: Readonly<Record<StaffRole, keyof RoleFlags>> = {
  MANAGER: 'is_manager',
  SUBMANAGER: 'is_submanager',
  MARKETING: 'is_marketing',
  PICKER: 'is_separating',
  DELIVERYMAN: 'is_deliveryman',
  CHECKER: 'is_checker',
};

export const ROLE_LABEL: Readonly<Record<StaffRole, string>> = {
  MANAGER: 'Gerente',
  SUBMANAGER: 'Subgerente',
  MARKETING: 'Marketing',
  PICKER: 'Separador',
  DELIVERYMAN: 'Entregador',
  CHECKER: 'Conferente',
};

/** The derivation order (docs/areas/staff-and-support.md#role-derivation): checker, deliveryman, marketing, separator, submanager, manager, in this order. */
const DERIVATION_ORDER: readonly StaffRole[] = ['CHECKER', 'DELIVERYMAN', 'MARKETING', 'PICKER', 'SUBMANAGER', 'MANAGER'];
/** Display order of the switches and checkboxes (docs/areas/staff-and-support.md#staff). */
export const STAFF_ROLES: readonly StaffRole[] = ['MANAGER', 'SUBMANAGER', 'MARKETING', 'PICKER', 'DELIVERYMAN', 'CHECKER'];

/** The role the flags give (null: none, which the spec calls superuser; staff lists never show superusers). */
export function deriveRole(flags: RoleFlags): StaffRole | null {
  return DERIVATION_ORDER.find((role) => flags[ROLE_FLAG[role]] === true) ?? null;
}

export const roleLabel = (role: StaffRole | null): string => (role ? ROLE_LABEL[role] : '-');

/** Every role whose flag is set, in display order. */
export const rolesOf = (flags: RoleFlags): StaffRole[] => STAFF_ROLES.filter((role) => flags[ROLE_FLAG[role]] === true);

/** The six flags for these roles (every flag written, so an edit can also clear one). */
export function flagsOf(roles: readonly StaffRole[]): Required<{ [K in keyof RoleFlags]: boolean }> {
  const set = new Set(roles);
  return Object.fromEntries(STAFF_ROLES.map((role) => [ROLE_FLAG[role], set.has(role)])) as Required<{ [K in keyof RoleFlags]: boolean }>;
}

/** Managers and marketing have no branch (docs/areas/staff-and-support.md#permissions; docs/decisions/0022-deliveryman-default-password.md hides it on their forms). */
export const hasNoBranch = (role: StaffRole | null): boolean => role === 'MANAGER' || role === 'MARKETING';

/** The `roles` filter of detalhe-funcionario/: any of these flags (all or none ticked: no filter). */
export function rolesParam(roles: readonly StaffRole[] | null | undefined): string | undefined {
  const unique = [...new Set(roles ?? [])];
  if (unique.length === 0 || unique.length === STAFF_ROLES.length) return undefined;
  return unique.map((role) => ROLE_FLAG[role]).join(',');
}

export const MIN_PASSWORD = 8;

export const STAFF_MESSAGES = {
  empty: emptyMessage,
  shortPassword: 'A senha precisa ter no mínimo 8 caracteres!',
  registrationDigits: 'A matrícula deve conter apenas números.',
  registrationTaken: 'Já existe um usuário com esta matrícula.',
  cpfTaken: 'Já existe um funcionário com este CPF.',
  branchInvalid: 'Filial inválida.',
  cpfInvalid: 'CPF inválido.',
  emailInvalid: 'E-mail inválido.',
  notFound: 'Funcionário não encontrado.',
  busy: 'Este cadastro já está sendo salvo. Aguarde.',
  noDefaultPassword: 'A senha padrão dos entregadores não está configurada (DELIVERYMAN_DEFAULT_PASSWORD).',
} as const;

/** Success texts and failure prefixes of docs/areas/staff-and-support.md#errors, per page. */
export const KIND_MESSAGES: Readonly<Record<StaffKind, { created: string; updated: string; createFailed: string; updateFailed: string; loadFailed: string }>> =
  {
    employee: {
      created: 'Funcionário Cadastrado Com Sucesso',
      updated: 'Atualização de funcionário realizada com Sucesso!',
      createFailed: 'Erro ao cadastrar funcionário: ',
      updateFailed: 'Erro ao Atualizar Funcionário: ',
      loadFailed: 'Erro ao Buscar Funcionário(s): ',
    },
    picker: {
      created: 'Separador Cadastrado Com Sucesso',
      updated: 'Atualização de separador realizada com Sucesso!',
      createFailed: 'Erro ao cadastrar separador: ',
      updateFailed: 'Erro ao Atualizar Separador: ',
      loadFailed: 'Erro ao Buscar Separador(es): ',
    },
    deliveryman: {
      created: 'Entregador Cadastrado Com Sucesso',
      updated: 'Atualização de entregador realizada com Sucesso!',
      createFailed: 'Erro ao cadastrar entregador: ',
      updateFailed: 'Erro ao Atualizar Entregador: ',
      loadFailed: 'Erro ao Buscar Entregador(es): ',
    },
  };

/** 'Desativar' / 'Reativar' (docs/decisions/0040-people-who-leave.md): success texts and failure prefixes, per page. */
export const ACTIVATION_MESSAGES: Readonly<
  Record<StaffKind, { deactivated: string; reactivated: string; deactivateFailed: string; reactivateFailed: string }>
> = {
  employee: {
    deactivated: 'Funcionário desativado com sucesso.',
    reactivated: 'Funcionário reativado com sucesso.',
    deactivateFailed: 'Erro ao Desativar Funcionário: ',
    reactivateFailed: 'Erro ao Reativar Funcionário: ',
  },
  picker: {
    deactivated: 'Separador desativado com sucesso.',
    reactivated: 'Separador reativado com sucesso.',
    deactivateFailed: 'Erro ao Desativar Separador: ',
    reactivateFailed: 'Erro ao Reativar Separador: ',
  },
  deliveryman: {
    deactivated: 'Entregador desativado com sucesso.',
    reactivated: 'Entregador reativado com sucesso.',
    deactivateFailed: 'Erro ao Desativar Entregador: ',
    reactivateFailed: 'Erro ao Reativar Entregador: ',
  },
};

export const ACTIVATION_REFUSALS = {
  self: 'Você não pode desativar o seu próprio usuário.',
  rank: 'Um subgerente não pode desativar nem reativar um gerente, subgerente ou marketing.',
  /** The product API answered the change but the user read back is as before (it ignored is_active). */
  notTaken: (active: boolean) =>
    active
      ? 'a API de produtos respondeu, mas o usuário continua inativo: ele ainda não consegue entrar. Tente novamente ou reative-o no cadastro de usuários da empresa.'
      : 'a API de produtos respondeu, mas o usuário continua ativo: ele ainda consegue entrar. Tente novamente ou desative-o no cadastro de usuários da empresa.',
} as const;

/**
 * Who may switch a person off or on, past the page's policy and branch binding: nobody themselves (they would
 * lock themselves out), and a submanager (type 3) no one of a rank like its own or above (manager, submanager,
 * marketing), even one who is also a picker or deliveryman of its branch.
 */
export function activationRefusal(actor: { type: number; userId: number }, targetUserId: number, target: RoleFlags): string | null {
  if (actor.userId === targetUserId) return ACTIVATION_REFUSALS.self;
  if (actor.type === 3 && (target.is_manager === true || target.is_submanager === true || target.is_marketing === true)) return ACTIVATION_REFUSALS.rank;
  return null;
}

/** 'Enviar redefinição de senha' (docs/decisions/0040-people-who-leave.md). */
export const RESET_MESSAGES = {
  sent: (email: string) => `Link de redefinição de senha gerado para ${email}. Copie-o e envie à pessoa.`,
  noEmail: 'Esta pessoa não tem e-mail cadastrado: cadastre um e-mail em Editar antes de enviar a redefinição de senha.',
  inactive: 'Esta pessoa está desativada: reative-a antes de enviar a redefinição de senha.',
  failed: 'Erro ao Enviar Redefinição de Senha: ',
} as const;

/** The user's e-mail a reset link can be made for: none when blank or the placeholder built from the matrícula. */
export function resetEmail(email: string | null | undefined, config: Pick<StaffConfig, 'emailDomain'>): string | null {
  const address = (email ?? '').trim();
  if (address === '' || address.toLowerCase().endsWith(`@${config.emailDomain.toLowerCase()}`)) return null;
  return address;
}

export interface StaffForm {
  registration?: string | null;
  name?: string | null;
  cpf?: string | null;
  email?: string | null;
  branch?: number | null;
  roles?: readonly StaffRole[] | null;
  password?: string | null;
  available?: boolean | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** A CPF as it is stored: its digits only (the panel shows it masked; people paste it masked). Unlike kit/cpf.ts
 *  `cpfDigits` (a filter's reading: null when empty, letters refused), it never refuses: the form's `isCpf` does. */
export const cpfAsStored = (value: string | null | undefined): string => (value ?? '').replace(/\D/g, '');

/** Check digits through the kept library; '' (no CPF) is not a CPF either. */
export const isCpf = (value: string | null | undefined): boolean => !blank(value) && isValidCpf(value!.trim()) && /^[\d.\-\s]+$/.test(value!.trim());

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * The user's two name fields for the one name the forms show. Read, a user's name is first_name, a space and
 * last_name (Django's get_full_name, the login's and the logs' name); written, the first word is first_name and
 * the rest last_name, as the demo data holds them, so the name read back is the name saved.
 */
/** A name as stored: trimmed, one space between words (so the employee's and the user's spelling agree). */
export const cleanName = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');

export function userNames(name: string): { first_name: string; last_name: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first_name: first ?? '', last_name: rest.join(' ') };
}

export const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** The roles a form stands for: a picker or deliveryman page sets its own. */
export function formRoles(kind: StaffKind, form: StaffForm): StaffRole[] {
  if (kind === 'picker') return ['PICKER'];
  if (kind === 'deliveryman') return ['DELIVERYMAN'];
  return [...new Set(form.roles ?? [])];
}

/**
 * The forms' rules (docs/areas/staff-and-support.md#validation). Create picker: matrícula (number), nome, filial, CPF,
 * senha. Create deliveryman: matrícula, nome, filial, CPF. Create staff: matrícula, nome, cargo, senha (>= 8), filial
 * unless manager or marketing. Edit forms: nome, cargo and filial (the matrícula is read-only there).
 */
export function formProblems(kind: StaffKind, mode: 'create' | 'update', form: StaffForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const need = (field: string, label: string, missing: boolean) => {
    if (missing) problems.push({ field, message: STAFF_MESSAGES.empty(label) });
  };
  const role = deriveRole(flagsOf(formRoles(kind, form)));
  if (mode === 'create') {
    need('registration', 'Matrícula', blank(form.registration));
    if (!blank(form.registration) && !/^\d+$/.test(form.registration!.trim())) {
      problems.push({ field: 'registration', message: STAFF_MESSAGES.registrationDigits });
    }
  }
  need('name', 'Nome', blank(form.name));
  if (kind === 'employee') need('roles', 'Cargo', role === null);
  need('branch', 'Filial', form.branch == null && !hasNoBranch(role));
  if (mode === 'create' && kind !== 'employee') need('cpf', 'CPF', blank(form.cpf));
  // On edit only a changed CPF or e-mail is checked (updateStaffRun): a stored odd value the person did not touch
  // never blocks a save.
  if (mode === 'create' && !blank(form.cpf) && !isCpf(form.cpf)) problems.push({ field: 'cpf', message: STAFF_MESSAGES.cpfInvalid });
  if (mode === 'create' && !blank(form.email) && !isEmail(form.email!.trim())) problems.push({ field: 'email', message: STAFF_MESSAGES.emailInvalid });
  if (mode === 'create' && kind !== 'deliveryman') {
    need('password', 'Senha', blank(form.password));
    if (!blank(form.password) && form.password!.length < MIN_PASSWORD) problems.push({ field: 'password', message: STAFF_MESSAGES.shortPassword });
  }
  return problems;
}

/** The edit form's CPF and e-mail, checked only when they differ from what is stored. */
export function changedFieldProblems(form: StaffForm, stored: { cpf: string; email: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!blank(form.cpf) && cpfAsStored(form.cpf) !== cpfAsStored(stored.cpf) && !isCpf(form.cpf))
    problems.push({ field: 'cpf', message: STAFF_MESSAGES.cpfInvalid });
  const email = form.email?.trim() ?? '';
  if (email && email !== stored.email.trim() && !isEmail(email)) problems.push({ field: 'email', message: STAFF_MESSAGES.emailInvalid });
  return problems;
}

export interface StaffConfig {
  /** DELIVERYMAN_DEFAULT_PASSWORD; null when unset (refused in production at startup). */
  deliverymanPassword: string | null;
  /** STAFF_EMAIL_DOMAIN: the placeholder e-mail is `<matrícula>@<domain>`. */
  emailDomain: string;
}

/** Outside production a missing default password falls back to the demo data's; production requires it (main.ts). */
const DEV_DELIVERYMAN_PASSWORD = 'senha1234';

export function staffConfig(env?: Env): StaffConfig {
  const configured = gatewaySetting('DELIVERYMAN_DEFAULT_PASSWORD', env) ?? null;
  return {
    deliverymanPassword: configured ?? (isProduction(env) ? null : DEV_DELIVERYMAN_PASSWORD),
    emailDomain: gatewaySetting('STAFF_EMAIL_DOMAIN', env),
  };
}

/** No e-mail given -> a placeholder built from the matrícula (docs/areas/staff-and-support.md#staff). */
export function emailOrPlaceholder(email: string | null | undefined, registration: string, config: StaffConfig): string {
  return blank(email) ? `${registration.trim()}@${config.emailDomain}` : email!.trim();
}
