// Fields that can hold text they do not accept (a date field's '31/11/2026', a time field's 25:99) tell their form
// through onProblem rather than sending the value held before: what the person sees is what is sent. A form keeps
// those messages by field here, shows each under its field and blocks its action while `first` is set.
import { useState } from 'react';

/**
 * The refused texts of one form, by field: `on(name)` is a field's onProblem, `problems` each field's message,
 * `first` the message that blocks the form's action (null when every field holds what it shows).
 */
export function useFieldProblems() {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const on = (name: string) => (message: string | null) =>
    setProblems((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  return { problems, on, first: Object.values(problems)[0] ?? null };
}
