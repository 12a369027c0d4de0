// Views that are not one-table resources: a branch's delivery periods and the product refresh job.
import type { Db } from '@painel/db/database';
import { fieldErrors, notFound } from './http';
import type { Router } from './router';
import { InvalidValue, parseFilterValue } from './values';
import { upstreamSetting } from '../settings';

/** How long the simulated ERP refresh takes before completing (ms). */
const refreshDelayMs = () => upstreamSetting('PRODUCT_REFRESH_DELAY_MS');

export function mountViews(router: Router, db: Db): void {
  router.get('filiais/{codFilial}/horarios/', async (ctx) => {
    if (!/^\d+$/.test(ctx.params.codFilial)) throw notFound();
    const code = Number(ctx.params.codFilial);
    const branch = await db.query('SELECT 1 FROM filiais WHERE codfilial = $1', [code]);
    if (!branch.rows.length) throw notFound();
    const { rows } = await db.query(
      `SELECT hf.id, hf.filial, hf.horario, hf.quantidade, hf.tipo,
              to_char(he.horainicio, 'HH24:MI:SS') AS "horaInicio", to_char(he.horafim, 'HH24:MI:SS') AS "horaFim"
         FROM horarios_filiais hf JOIN horarios_entrega he ON he.id = hf.horario
        WHERE hf.filial = $1 ORDER BY hf.tipo, he.horainicio, hf.id`,
      [code],
    );
    return { status: 200, body: rows };
  });

  // Stands in for the ERP refresh script: records 'Executando' now and completes the job shortly after.
  router.get('scripts/atualiza-produto/', async (ctx) => {
    const errors: Record<string, string[]> = {};
    const read = (name: string, required: boolean) => {
      const raw = ctx.query.get(name);
      if (raw === null || raw === '') {
        if (required) errors[name] = ['This field is required.'];
        return null;
      }
      try {
        return parseFilterValue('int', raw) as number;
      } catch (error) {
        if (error instanceof InvalidValue) errors[name] = [error.message];
        return null;
      }
    };
    const codprod = read('codprod', true);
    const codfilial = read('codfilial', true);
    const codauxiliar = ctx.query.get('codauxiliar') || null;
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const userOp = ctx.query.get('user') || ctx.user?.username || '';
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO update_logs (user_op, nature, type_op, tabel, output, obs)
       VALUES ($1, 'atualiza-produto', 'UPDATE', 'produtos', 'Executando', $2) RETURNING id`,
      [userOp, `codprod=${codprod} codauxiliar=${codauxiliar ?? ''} codfilial=${codfilial}`],
    );
    const logId = rows[0].id;
    const timer = setTimeout(() => {
      void completeRefresh(db, logId, codprod!, codfilial!, codauxiliar);
    }, refreshDelayMs());
    timer.unref();
    return { status: 202, body: { id: logId, output: 'Executando' } };
  });
}

async function completeRefresh(db: Db, logId: number, codprod: number, codfilial: number, codauxiliar: string | null) {
  try {
    await db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE produtos SET dataatualizacao = now(), atualizacao = 'N'
          WHERE codprod = $1 AND codfilial = $2 AND ($3::text IS NULL OR codauxiliar = $3)`,
        [codprod, codfilial, codauxiliar],
      );
      const found = updated.rowCount > 0;
      await tx.query(`UPDATE update_logs SET date_hour = now(), output = $2, error = $3 WHERE id = $1`, [
        logId,
        found ? `Concluído: ${updated.rowCount} produto(s) atualizado(s)` : 'Erro',
        found ? null : 'Produto não encontrado',
      ]);
    });
  } catch {
    // The database may be closed (shutdown, tests); the log row then simply stays 'Executando'.
  }
}
