// What an audit entry keeps of a written row is the row as the API stores it (foreign keys as ids), whether the run
// recorded the shaped record or, journaled before the gateway shaped rows, the API's answer itself.
import { describe, expect, it } from 'vitest';
import { storedCancellationRow } from './cancellations';
import { storedStaffRow, toStaffRecord } from './staff';

describe('rows as stored', () => {
  it('a staff row keeps its user as the pk', () => {
    const answer = { id: 8, nome: 'Paula', branch: 17, user: 40 };
    expect(storedStaffRow(toStaffRecord(answer))).toEqual({ ...answer, user: 40 });
    expect(storedStaffRow(answer)).toEqual({ ...answer, user: 40 });
    expect(storedStaffRow(toStaffRecord({ ...answer, user: { id: 41, username: '5002' } })).user).toBe(41);
    expect(storedStaffRow({ ...answer, user: null }).user).toBeNull();
  });

  it('a cancellation keeps its order, customer and user as ids', () => {
    const answer = { id: 3, data: '2026-12-07T10:00:00Z', numpedido: 72, cliente: 9, usuario: 1, motivo: 'Cliente desistiu' };
    const shaped = { ...answer, numpedido: { id: 72 }, cliente: { id: 9 }, usuario: { pk: 1, username: '1001' } };
    expect(storedCancellationRow(shaped)).toEqual(answer);
    expect(storedCancellationRow(answer)).toEqual(answer);
    expect(storedCancellationRow({ ...shaped, cliente: null, usuario: null })).toMatchObject({ cliente: null, usuario: null });
  });
});
