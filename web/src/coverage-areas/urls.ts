// The URL parameters of the coverage and postal code screens' dialogs: the filter and the neighbourhoods of a CEP.
import type { ListDialogParams } from '../lib/listPage';

export const COVERAGE_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'bairros' };
export const POSTAL_CODE_DIALOGS: ListDialogParams = { filter: 'filtro', details: 'bairros' };
