// Blueprint's HTMLSelect titles its caret 'Open dropdown'; every select of the panel goes through here so a
// screen reader (and a hovering pointer) meets Portuguese.
import { forwardRef } from 'react';
import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

const SELECT_CARET_TITLE = 'Abrir opções';

export const Select = forwardRef<HTMLSelectElement, HTMLSelectProps>(function Select({ iconProps, ...props }, ref) {
  return <HTMLSelect ref={ref} {...props} iconProps={{ title: SELECT_CARET_TITLE, ...iconProps }} />;
});
