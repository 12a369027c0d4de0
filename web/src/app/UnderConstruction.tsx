import { NonIdealState } from '@blueprintjs/core';

/** What a page shows until its screens are built: never a blank page. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <NonIdealState
      icon="build"
      title={title}
      description={
        <>
          <strong>Em construção</strong>
          <p>Esta tela está sendo construída e ficará disponível em breve.</p>
        </>
      }
    />
  );
}
