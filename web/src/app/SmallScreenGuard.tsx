// The panel is only usable on desktop or tablet (docs/areas/orders.md#screens): narrower windows get a message and
// are sent to the company's public site.
import { useEffect, useState, type ReactNode } from 'react';
import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { COMPANY_SITE_URL, REDIRECT_DELAY_MS, isSmallScreen } from './smallScreen';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export function SmallScreenGuard({ children }: { children: ReactNode }) {
  const small = isSmallScreen(useWindowWidth());
  useEffect(() => {
    if (!small) return;
    const timer = window.setTimeout(() => window.location.assign(COMPANY_SITE_URL), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [small]);

  if (!small) return <>{children}</>;
  return (
    <div className="app-small-screen" role="alert">
      <NonIdealState
        icon="mobile-phone"
        title="Tela muito pequena"
        description={
          <>
            <p>Este painel só pode ser usado em um computador ou tablet. Por favor, acesse por um desses dispositivos.</p>
            <p>Você será redirecionado para o site da empresa em alguns segundos.</p>
          </>
        }
        action={<AnchorButton href={COMPANY_SITE_URL} intent="primary" text="Ir para o site agora" />}
      />
    </div>
  );
}
