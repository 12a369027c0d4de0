-- docs/decisions/0052-coverage-fee-per-branch-and-cep.md: one coverage fee per branch and postal code (the coverage
-- page edits "the" fee of a branch for a CEP). Duplicates from before keep their oldest row.
DELETE FROM taxas t USING taxas o WHERE t.filial = o.filial AND t.cep = o.cep AND t.id > o.id;
ALTER TABLE taxas ADD CONSTRAINT taxas_filial_cep_key UNIQUE (filial, cep);
