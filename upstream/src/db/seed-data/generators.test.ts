import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import { describe, expect, it } from 'vitest';
import { addDays, saoPauloDate, saoPauloDateTime } from './dates';
import { buildDataset } from './dataset';
import { makeCnpj, makeCpf } from './documents';
import { Random } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random(42),
      b = new Random(42),
      c = new Random(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int() within bounds and reaches both ends', () => {
    const r = new Random(1);
    const values = Array.from({ length: 2000 }, () => r.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
  });

  it('builds 36-character version-4 UUIDs', () => {
    const id = new Random(5).uuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('documents', () => {
  it('makes CPFs the reference library accepts', () => {
    const r = new Random(7);
    for (let i = 0; i < 500; i++) {
      const value = makeCpf(r);
      expect(value, value).toMatch(/^\d{11}$/);
      expect(cpfLib.isValid(value), value).toBe(true);
    }
  });

  it('makes the known CNPJ check digits', () => {
    expect(makeCnpj('11222333', 1)).toBe('11222333000181');
    expect(cnpjLib.isValid(makeCnpj('07402125', 17))).toBe(true);
  });
});

describe('dates in São Paulo', () => {
  it('uses the São Paulo calendar day, not UTC', () => {
    expect(saoPauloDate(new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(saoPauloDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(saoPauloDateTime('2026-03-01', 9, 5)).toBe('2026-03-01T09:05:00-03:00');
  });
});

describe('buildDataset', () => {
  const now = new Date('2026-03-17T15:30:00Z');

  it('is deterministic for the same options', () => {
    const a = buildDataset({ scale: 1, now, passwordHash: 'h' });
    const b = buildDataset({ scale: 1, now, passwordHash: 'h' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('multiplies customers, products and orders with the scale', () => {
    const size = (scale: number) => {
      const tables = new Map(buildDataset({ scale, now, passwordHash: 'h' }));
      return { clientes: tables.get('clientes')!.length, produtos: tables.get('produtos')!.length, pedidos: tables.get('pedidos')!.length };
    };
    const one = size(1),
      three = size(3);
    expect(three.clientes).toBe(one.clientes * 3);
    expect(three.produtos / one.produtos).toBeGreaterThan(2.9);
    expect(three.pedidos / one.pedidos).toBeGreaterThan(2.7);
    expect(three.pedidos / one.pedidos).toBeLessThan(3.3);
  });

  it('writes no history later than now, whatever the hour of the seed', () => {
    // 00:30, 08:00 and 23:30 in São Paulo: before, among and after the hours the demo's log entries, product
    // updates, stock runs (03:00) and notifications (09:00) are drawn at.
    for (const at of ['2026-03-17T03:30:00Z', '2026-03-17T11:00:00Z', '2026-03-18T02:30:00Z']) {
      const seededAt = new Date(at);
      const tables = new Map(buildDataset({ scale: 1, now: seededAt, passwordHash: 'h' }));
      const times = [
        ...tables.get('application_logs')!.map((r) => r.datahora),
        ...tables.get('update_logs')!.flatMap((r) => [r.start_date_hour, r.date_hour]),
        ...tables.get('produtos')!.map((r) => r.dataatualizacao),
        ...tables.get('notificacoes')!.map((r) => r.data_hora_notificacao),
      ]
        .filter((t) => t !== null && t !== undefined) // the fee products have no update time
        .map((t) => Date.parse(String(t)));
      expect(times.length).toBeGreaterThan(100);
      expect(times.every(Number.isFinite)).toBe(true);
      const latest = Math.max(...times);
      expect(latest, `${at}: ${new Date(latest).toISOString()}`).toBeLessThanOrEqual(seededAt.getTime());
      // Still recent: the day of the seed keeps entries made before the seed's hour.
      expect(seededAt.getTime() - latest).toBeLessThan(36 * 3600_000);
    }
  });

  it('keeps customer purchase statistics consistent with their completed orders', () => {
    const tables = new Map(buildDataset({ scale: 1, now, passwordHash: 'h' }));
    const completed = new Map<number, number>();
    for (const p of tables.get('pedidos')!) {
      if (p.status === 'V' && !p.pedidoadicional) completed.set(Number(p.codcli), (completed.get(Number(p.codcli)) ?? 0) + 1);
    }
    for (const c of tables.get('clientes')!) expect(c.qtdcompras).toBe(completed.get(Number(c.id)) ?? 0);
  });
});
