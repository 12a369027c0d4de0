// Login as docs/areas/orders.md#login describes it: POST token/, the staff-only user lookup, the employee lookup, role
// derivation (docs/areas/staff-and-support.md#role-derivation). Expected failures are data (LoginPayload.errors) with the spec's messages.
import type { ProductApi, ProductAuthApi, TokenPair } from '../upstreams/product-api';
import type { StaffRecord } from '../upstreams/product-api/staff';
import type { UserRecord } from '../upstreams/product-api/users';
import { deriveUserType } from './roles';
import type { SessionUser } from './session';
import { TOO_MANY_ATTEMPTS, waitMessage } from './login-limiter';
import type { UserErrorCode } from '../user-error';

export const LOGIN_BAD_CREDENTIALS = 'Erro na tentativa de login: Dados de Matrícula ou Senha Incorretos';
export const LOGIN_TRY_AGAIN = 'Erro na tentativa de login: Tente Novamente';
export const REQUIRED_FIELD = 'Campo obrigatório!';
/** A person switched off on a staff page ('Desativar'): said only once the product API refused the login. */
export const LOGIN_INACTIVE = 'Erro na tentativa de login: Usuário desativado. Procure o gerente da sua filial.';

export interface LoginError {
  code: UserErrorCode;
  message: string;
  field: string | null;
}

export type LoginOutcome = { ok: true; user: SessionUser; tokens: TokenPair } | { ok: false; errors: LoginError[] };

type UpstreamUser = UserRecord;
type Employee = StaffRecord;

export interface LoginDeps {
  auth: ProductAuthApi;
  /** A product API client authenticated with the given access token. */
  apiWithToken(access: string): ProductApi;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** Whether a staff page deactivated this matrícula (auth/inactive-users.ts); asked only after a refused login. */
  isInactive?: (username: string) => Promise<boolean>;
}

const fail = (code: UserErrorCode, message: string, field: string | null = null): LoginOutcome => ({
  ok: false,
  errors: [{ code, message, field }],
});

/** Retry-After in seconds or as an HTTP date; a minute when absent or unreadable. */
export function retryAfterMs(header: unknown, now = Date.now()): number {
  const text = typeof header === 'string' ? header.trim() : '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? 60_000 : Math.max(1000, date - now);
}

export async function login(deps: LoginDeps, matricula: string, password: string): Promise<LoginOutcome> {
  const username = matricula.trim();
  const missing: LoginError[] = [];
  if (!username) missing.push({ code: 'REQUIRED', message: REQUIRED_FIELD, field: 'matricula' });
  if (!password) missing.push({ code: 'REQUIRED', message: REQUIRED_FIELD, field: 'password' });
  if (missing.length) return { ok: false, errors: missing };

  let tokens: TokenPair | null;
  try {
    tokens = await deps.auth.obtain(username, password);
  } catch (error) {
    const extensions = (error as { extensions?: { code?: unknown; retryAfter?: unknown } }).extensions;
    if (extensions?.code === 'RATE_LIMITED') return fail(TOO_MANY_ATTEMPTS, waitMessage(retryAfterMs(extensions.retryAfter)));
    deps.log?.('login: token request failed', { error: String(error) });
    return fail('UPSTREAM_ERROR', LOGIN_TRY_AGAIN);
  }
  if (!tokens) return (await deps.isInactive?.(username)) ? fail('USER_INACTIVE', LOGIN_INACTIVE) : fail('BAD_CREDENTIALS', LOGIN_BAD_CREDENTIALS);
  const api = deps.apiWithToken(tokens.access);

  let user: UpstreamUser | undefined;
  try {
    user = await api.users.staffUser(username);
  } catch (error) {
    deps.log?.('login: user lookup failed', { error: String(error) });
  }
  const userId = user?.pk ?? user?.id;
  if (!user || userId === undefined) return fail('BAD_CREDENTIALS', LOGIN_BAD_CREDENTIALS);

  let employee: Employee | undefined;
  try {
    employee = await api.staff.ofUser(userId);
  } catch (error) {
    deps.log?.('login: employee lookup failed', { error: String(error) });
  }
  if (!employee) return fail('EMPLOYEE_NOT_FOUND', LOGIN_TRY_AGAIN);

  const isSuperuser = user.is_superuser === true || employee.user?.is_superuser === true || employee.is_superuser === true;
  const type = deriveUserType(employee, isSuperuser);
  if (type === null) return fail('NO_ROLE', LOGIN_TRY_AGAIN);

  const branch = employee.branch === null || employee.branch === undefined ? null : Number(employee.branch);
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return {
    ok: true,
    tokens,
    user: {
      userId: Number(userId),
      employeeId: Number(employee.id),
      matricula: username,
      name: employee.nome?.trim() || fullName || username,
      email: user.email || employee.email || null,
      type,
      branch: Number.isFinite(branch) ? branch : null,
    },
  };
}
