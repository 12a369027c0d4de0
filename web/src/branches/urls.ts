// Links of the 'Filiais' screen: its path and the URL parameters of its dialogs (details and edit by code).
export const BRANCH_LIST_PATH = '/dashboard/filial/';

export const BRANCH_DIALOGS = { details: 'filial', edit: 'editar' } as const;

export function branchListUrl({ details, edit }: { details?: number; edit?: number } = {}): string {
  const params = new URLSearchParams();
  if (details !== undefined) params.set(BRANCH_DIALOGS.details, String(details));
  if (edit !== undefined) params.set(BRANCH_DIALOGS.edit, String(edit));
  const search = params.toString();
  return search ? `${BRANCH_LIST_PATH}?${search}` : BRANCH_LIST_PATH;
}
