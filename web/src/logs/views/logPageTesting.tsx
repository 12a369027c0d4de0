// What the two log pages' view tests share: the page rendered with mocked GraphQL answers through a data router
// with flushSync, as main.tsx's (react-router/dom) (list URL changes render at once, as in the app), the URL shown
// in an output named 'endereço', and a wide screen for the grid (jsdom lays nothing out: the grid would think its
// viewport is empty and draw only its first cells).
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, beforeAll } from 'vitest';

/** react-dom's flushSync in the shape RouterProvider takes (react-router/dom wires it so in the app). */
const syncRender = (fn: () => unknown) => void flushSync(fn);

function Location() {
  return <output aria-label="endereço">{useLocation().search}</output>;
}

export function renderLogPage(page: ReactNode, mocks: MockLink.MockedResponse[], url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {page}
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <MockedProvider mocks={mocks}>
      <RouterProvider flushSync={syncRender} router={router} />
    </MockedProvider>,
  );
}

/** Gives every element the screen's size while the file's tests run. */
export function withWideScreen(clientWidth: number) {
  const sizes = { clientWidth, clientHeight: 900 };
  const saved = Object.fromEntries(Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
  beforeAll(() => {
    for (const [key, value] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  });
  afterAll(() => {
    for (const [key, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
}
