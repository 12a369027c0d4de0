// processa-cliente: registers or updates a customer in the ERP and answers its ERP code (CODCLI). The same
// CPF always maps to the same code.
import { cpf as cpfCheck } from 'cpf-cnpj-validator';
import type { Db } from '@painel/db/database';
import { isObject, type Reply } from '../sandbox/reply';
import { phpError, phpLeak, phpOk } from './php';

const SCRIPT = 'processa-cliente';

export async function processCustomer(db: Db, body: unknown): Promise<Reply> {
  if (!isObject(body)) {
    return phpLeak('Warning', 'Trying to access array offset on value of type null', SCRIPT, 14, {
      error: 'Dados do cliente inválidos',
    });
  }
  const rawCpf = typeof body.cpf === 'string' || typeof body.cpf === 'number' ? String(body.cpf) : '';
  if (!rawCpf) return phpLeak('Notice', 'Undefined index: cpf', SCRIPT, 18, { error: 'CPF do cliente não informado' });
  const cpf = rawCpf.replace(/\D/g, '');
  if (cpf.length !== 11 || !cpfCheck.isValid(cpf)) return phpError(`CPF inválido: ${cpf}`);
  const name = typeof body.cliente === 'string' ? body.cliente : typeof body.nome === 'string' ? body.nome : '';
  if (!name.trim()) return phpError('Nome do cliente não informado');
  if (name.trim().length > 60) return phpError('Nome do cliente excede 60 caracteres');

  const { rows } = await db.query<{ codcli: number; inserted: boolean }>(
    `INSERT INTO erp_customers (cpf, nome, payload) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (cpf) DO UPDATE SET nome = EXCLUDED.nome, payload = EXCLUDED.payload, updated_at = now()
     RETURNING codcli, (xmax = 0) AS inserted`,
    [cpf, name.trim().toUpperCase(), JSON.stringify(body)],
  );
  const { codcli, inserted } = rows[0];
  return phpOk({
    codcli,
    mensagem: inserted ? 'Cliente cadastrado com sucesso' : 'Cliente atualizado com sucesso',
  });
}
