import type { ComponentType } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { PAGE_INFO, type MenuPage } from './pages';

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

/** A route component for a page whose screens come in a later issue. */
export function pendingPage(page: MenuPage): ComponentType {
  return function PendingPage() {
    return <UnderConstruction title={PAGE_INFO[page].label} />;
  };
}
