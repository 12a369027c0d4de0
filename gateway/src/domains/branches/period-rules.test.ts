import { describe, expect, it } from 'vitest';
import { branchPeriodProblems, duplicateBranchPeriod, duplicatePeriod, periodProblems, PERIOD_MESSAGES } from './period-rules';

describe('delivery period forms', () => {
  it("needs start and end ('Campo obrigatório!'), as HH:mm, the end after the start", () => {
    expect(periodProblems({ start: '08:00', end: '10:00' })).toEqual([]);
    expect(periodProblems({ start: '', end: ' ' })).toEqual([
      { field: 'start', message: 'Campo obrigatório!' },
      { field: 'end', message: 'Campo obrigatório!' },
    ]);
    expect(periodProblems({ start: '8h', end: '24:00' }).map((p) => p.message)).toEqual([PERIOD_MESSAGES.time, PERIOD_MESSAGES.time]);
    expect(periodProblems({ start: '10:00', end: '09:59' })).toEqual([{ field: 'end', message: PERIOD_MESSAGES.order }]);
  });
  it('needs the period when adding (kept when editing) and a quantity of at least 0', () => {
    expect(branchPeriodProblems({ maxDeliveries: 3, type: 'N' }, true)).toEqual([{ field: 'periodId', message: 'Campo obrigatório!' }]);
    expect(branchPeriodProblems({ maxDeliveries: 3, type: 'N' }, false)).toEqual([]);
    expect(branchPeriodProblems({ periodId: '2', maxDeliveries: -1, type: 'F' }, true)).toEqual([{ field: 'maxDeliveries', message: 'O valor mínimo é 0!' }]);
  });
});

describe('duplicates (docs/decisions/0046-delivery-periods-and-ranks.md)', () => {
  it('refuses a period whose start and end another period has', () => {
    const stored = [{ id: 1, horaInicio: '08:00:00', horaFim: '10:00:00' }];
    expect(duplicatePeriod(stored, '08:00', '10:00')).toEqual([{ field: 'start', message: 'Este período já está cadastrado.' }]);
    expect(duplicatePeriod(stored, '08:00', '11:00')).toEqual([]);
  });
  it('refuses the same period twice for one branch and type, but not the row being edited', () => {
    const rows = [{ id: 5, filial: 18, horario: 1, quantidade: 3, tipo: 'N' as const }];
    expect(duplicateBranchPeriod(rows, 1, 'N')).toEqual([{ field: 'periodId', message: 'Este período já está na filial para este tipo.' }]);
    expect(duplicateBranchPeriod(rows, 1, 'F')).toEqual([]);
    expect(duplicateBranchPeriod(rows, 1, 'N', 5)).toEqual([]);
  });
});
