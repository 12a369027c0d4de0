// A search field whose text goes to one of the product API's name filters (a product's description, a customer's or
// a staff member's name). Where those filters match accents as typed (the capability 'accent-blind names' off or not
// yet known: Query.nameSearch), the field says so, so that 'feijao' not finding 'FEIJÃO' is not taken for absence.
import { useQuery } from '@apollo/client/react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { graphql } from '../generated';

export const NameSearchQuery = graphql(`
  query NameSearch {
    nameSearch {
      accentBlind
    }
  }
`);

export const ACCENT_NOTE = 'A busca diferencia acentos: digite o nome como está cadastrado (ex.: "feijão").';

interface Props {
  id: string;
  label: string;
  value: string;
  /** The filter field's bound in the gateway (INPUT_LIMITS of its filter input). */
  maxLength: number;
  onValueChange: (value: string) => void;
}

/** The note to show beside a field that sends a name, or null where accents do not matter. */
export function useAccentNote(): string | null {
  // Nothing is said until the gateway answers (a failed read says nothing either: the field still works).
  const accentBlind = useQuery(NameSearchQuery).data?.nameSearch.accentBlind;
  return accentBlind === false ? ACCENT_NOTE : null;
}

export function NameFilterField({ id, label, value, maxLength, onValueChange }: Props) {
  const note = useAccentNote();
  return (
    <FormGroup label={label} labelFor={id} helperText={note ?? undefined}>
      <InputGroup id={id} value={value} maxLength={maxLength} onValueChange={onValueChange} />
    </FormGroup>
  );
}
