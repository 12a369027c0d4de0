// A branch code as the product API holds them (codFilial: a non-negative integer). The GraphQL Int already refused
// other shapes; a negative code names no branch, so a page answers it like a branch that does not exist.
export const isBranchCode = (code: number) => Number.isSafeInteger(code) && code >= 0;
