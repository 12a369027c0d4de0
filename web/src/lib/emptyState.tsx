// A page's empty, error or 'choose first' state. Blueprint's NonIdealState always draws its title as an h4, which
// under the page's h2 (lib/listHeader) skips a level (axe 'heading-order', which Lighthouse counts): this is the same
// state with its title an h3, drawn at the h4's size (app.css).
import { Classes, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

export function EmptyState({ title, description, ...props }: NonIdealStateProps) {
  if (title == null) return <NonIdealState description={description} {...props} />;
  return (
    <NonIdealState
      {...props}
      description={
        <>
          <h3 className={`${Classes.HEADING} empty-state-title`}>{title}</h3>
          {description}
        </>
      }
    />
  );
}
