// The reset link check (docs/areas/staff-and-support.md#reset-pages; the company's external API host,
// PASSWORD_RESET_API_URL): an unknown link is refused without a server error, so the page says 'Erro no processo de
// verificação...'.
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

async function unknownLink(contract: Contract, name: string): Promise<CheckResult> {
  const answer = await contract.http.call('passwordReset', 'password-reset/MA/painel-contract-unknown/');
  const success = (answer.body as { success?: unknown } | null)?.success;
  if (answer.status >= 500) return fail(name, `an unknown link answered HTTP ${answer.status}`);
  if (answer.status === 404 && success === undefined) return fail(name, `answered 404 without {success}: the route is not there (${answer.text.slice(0, 80)})`);
  if (success === true) return fail(name, 'an unknown link answered success: true');
  return pass(name, `an unknown link is refused (HTTP ${answer.status}, success ${String(success ?? 'absent')})`);
}

export async function passwordResetChecks(contract: Contract): Promise<CheckResult[]> {
  const name = 'GET password-reset/{uuid}/{token}/ -> success, uidb64, token (docs/areas/staff-and-support.md#calls)';
  return settled(name, () => unknownLink(contract, name));
}
