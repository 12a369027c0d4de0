// 'Cadastro de Feriados' (page funcionamento, types 1-3): a branch (kept in the URL as ?filial=; a branch-bound
// submanager has only their own and no selector), the month (?mes=), its holidays and special dates on a month
// calendar. A day opens the add form (a branch is needed first), an entry its details with edit and delete.
import { useEffect, useState } from 'react';
import { Button, Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { HolidayCalendar_EntryFragment } from '../../generated/graphql';
import { useSession } from '../../kernel/session';
import { showToast } from '../../lib/toaster';
import { ConfirmDialog } from '../../lib/dialog';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { HOLIDAY_TEXTS, LEGEND, monthOf, newValues, valuesOf, type SpecialDateValues } from '../calendar';
import { HolidayCalendar } from '../components/HolidayCalendar';
import { SpecialDateDetails, SpecialDateDialog } from '../components/SpecialDateDialogs';
import { CreateSpecialDateMutation, DeleteSpecialDateMutation, HolidayBranchesQuery, SpecialDatesQuery, UpdateSpecialDateMutation } from '../queries';
import '../holidays.css';
import { Select } from '../../lib/select';

const TOAST_ABOUT = 'funcionamento';
const FORM_FIELDS = ['date', 'type', 'description'];
/** The calendar's entries while none are read: one array, so the calendar's events are not rebuilt on each render. */
const NO_ENTRIES: readonly HolidayCalendar_EntryFragment[] = [];

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
/** docs/areas/catalogue.md#constants: the calendar reads from 1 January of last year; earlier days cannot be added. */
const firstDay = () => `${new Date().getFullYear() - 1}-01-01`;

function codeOf(text: string | null): number | null {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function HolidaysPage() {
  const { me } = useSession();
  const bound = Boolean(me?.branchBound);
  const [params, setParams] = useSearchParams();
  const branch = bound ? (me?.branch ?? null) : codeOf(params.get('filial'));
  const month = monthOf(params.get('mes')) ?? today().slice(0, 7);
  const branches = useQuery(HolidayBranchesQuery);
  const dates = useQuery(SpecialDatesQuery, { variables: { branch: branch ?? 0 }, skip: branch === null, fetchPolicy: 'cache-and-network' });
  const [form, setForm] = useState<{ initial: SpecialDateValues; id: string | null } | null>(null);
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [opened, setOpened] = useState<HolidayCalendar_EntryFragment | null>(null);
  const [deleting, setDeleting] = useState<HolidayCalendar_EntryFragment | null>(null);
  const [create, created] = useMutation(CreateSpecialDateMutation);
  const [update, updated] = useMutation(UpdateSpecialDateMutation);
  const [remove, removed] = useMutation(DeleteSpecialDateMutation);

  const entries = dates.data?.specialDates ?? NO_ENTRIES;
  const branchName = (() => {
    const found = branches.data?.branchChoices.find((b) => b.code === branch);
    return found ? `${found.code} - ${found.name}` : branch === null ? '' : String(branch);
  })();

  useEffect(() => setFormErrors({}), [form]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'mes' },
    );

  const addOn = (day: string) => {
    if (branch === null) return void showToast({ intent: 'warning', message: HOLIDAY_TEXTS.chooseBranch }, TOAST_ABOUT);
    setForm({ initial: newValues(day >= firstDay() ? day : ''), id: null });
  };

  const save = async (values: SpecialDateValues) => {
    if (branch === null || !form) return;
    const input = { branch, ...values };
    const prefix = form.id ? HOLIDAY_TEXTS.updateFailed : HOLIDAY_TEXTS.createFailed;
    try {
      const result = form.id
        ? (await update({ variables: { id: form.id, input } })).data?.updateSpecialDate
        : (await create({ variables: { input } })).data?.createSpecialDate;
      if (!result) return;
      if (result.errors.length) {
        const onFields = result.errors.filter((e) => e.field && FORM_FIELDS.includes(e.field));
        setFormErrors(Object.fromEntries(onFields.map((e) => [e.field!, e.message])));
        const others = result.errors.filter((e) => !onFields.includes(e));
        if (others.length) void showToast({ intent: 'danger', message: userErrorsText(others) }, TOAST_ABOUT);
        return;
      }
      setForm(null);
      void showToast({ intent: 'success', message: result.message ?? '' }, TOAST_ABOUT);
      await dates.refetch();
    } catch (error) {
      void showToast({ intent: 'danger', message: prefixedError(prefix, errorText(error)) }, TOAST_ABOUT);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = (await remove({ variables: { id: deleting.id } })).data?.deleteSpecialDate;
      if (!result) return;
      if (result.errors.length) void showToast({ intent: 'danger', message: userErrorsText(result.errors) }, TOAST_ABOUT);
      else void showToast({ intent: 'success', message: result.message ?? '' }, TOAST_ABOUT);
      setDeleting(null);
      await dates.refetch();
    } catch (error) {
      setDeleting(null);
      void showToast({ intent: 'danger', message: prefixedError(HOLIDAY_TEXTS.deleteFailed, errorText(error)) }, TOAST_ABOUT);
    }
  };

  const options = [
    { value: '', label: 'Selecione a filial' },
    ...(branches.data?.branchChoices ?? []).map((b) => ({ value: String(b.code), label: `${b.code} - ${b.name}` })),
  ];
  return (
    <section className="holidays-page" data-page-ready={!branches.loading || undefined}>
      <h2>Cadastro de Feriados</h2>
      <div className="holidays-toolbar">
        {bound ? (
          <p className="holidays-branch">Filial: {branchName}</p>
        ) : (
          <FormGroup label="Filial" labelFor="feriados-filial">
            <Select
              id="feriados-filial"
              value={branch === null ? '' : String(branch)}
              options={options}
              onChange={(e) => setParam('filial', e.currentTarget.value)}
              disabled={branches.loading}
            />
          </FormGroup>
        )}
        <Button icon="add" text="Novo Feriado" onClick={() => addOn(today())} />
        {(branches.loading || dates.loading) && <Spinner size={20} aria-label="Carregando feriados" />}
        <ul className="holidays-legend" aria-label="Legenda">
          {LEGEND.map((item) => (
            <li key={item.className}>
              <span className={`holiday-swatch ${item.className}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      {branch === null && (
        <Callout intent="warning" role="status">
          {HOLIDAY_TEXTS.chooseBranch}
        </Callout>
      )}
      {branches.error && (
        <Callout intent="danger" role="alert">
          {errorText(branches.error)}
        </Callout>
      )}
      {dates.error && (
        <Callout intent="danger" role="alert">
          {errorText(dates.error)}
        </Callout>
      )}
      {branch !== null && !dates.loading && !dates.error && dates.data?.specialDates === null && (
        <Callout intent="warning" role="status">
          Filial não encontrada.
        </Callout>
      )}
      {branch !== null && !dates.loading && !dates.error && dates.data?.specialDates?.length === 0 && (
        <Callout role="status">Nenhum feriado cadastrado para esta filial.</Callout>
      )}
      <HolidayCalendar
        month={month}
        entries={entries}
        onMonthChange={(shown) => shown !== month && setParam('mes', shown)}
        onDayClick={addOn}
        onEntryClick={(id) => setOpened(entries.find((e) => e.id === id) ?? null)}
      />
      <SpecialDateDialog
        initial={form?.initial ?? null}
        editing={Boolean(form?.id)}
        branchName={branchName}
        minDay={firstDay()}
        loading={created.loading || updated.loading}
        errors={formErrors}
        onClose={() => setForm(null)}
        onSubmit={(values) => void save(values)}
      />
      <SpecialDateDetails
        entry={opened}
        branchName={branchName}
        onClose={() => setOpened(null)}
        onEdit={() => {
          if (opened) setForm({ initial: valuesOf(opened), id: opened.id });
          setOpened(null);
        }}
        onDelete={() => {
          setDeleting(opened);
          setOpened(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={HOLIDAY_TEXTS.confirmDelete}
        loading={removed.loading}
        onClose={() => setDeleting(null)}
        onSubmit={() => void confirmDelete()}
      />
    </section>
  );
}
