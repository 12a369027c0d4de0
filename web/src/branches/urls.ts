// The URL parameters of the 'Filiais' screen's dialogs (the details dialog, by code).
export const BRANCH_DIALOGS = { details: 'filial' } as const;
