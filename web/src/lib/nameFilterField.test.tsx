// @vitest-environment jsdom
// The name search field says that accents matter only where the product API's name filters match them as typed.
import { cleanup, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { useQuery } from '@apollo/client/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCENT_NOTE, NameFilterField, NameSearchQuery } from './nameFilterField';

afterEach(cleanup);

/** Shows when the gateway's answer is in the cache the field reads. */
function Answered() {
  return useQuery(NameSearchQuery).data ? <span>respondido</span> : null;
}

function renderField(accentBlind: boolean) {
  const answer = { request: { query: NameSearchQuery }, result: { data: { nameSearch: { __typename: 'NameSearch' as const, accentBlind } } } };
  render(
    <MockedProvider mocks={[{ ...answer, maxUsageCount: 2 }]}>
      <div>
        <NameFilterField id="nome" label="Nome" value="" maxLength={120} onValueChange={() => {}} />
        <Answered />
      </div>
    </MockedProvider>,
  );
}

describe('NameFilterField', () => {
  it('says to type the name as registered when the name filters match accents', async () => {
    renderField(false);
    expect(await screen.findByText(ACCENT_NOTE)).toBeTruthy();
    expect(screen.getByLabelText('Nome')).toBeTruthy();
  });

  it('says nothing when they ignore accents', async () => {
    renderField(true);
    expect(await screen.findByText('respondido')).toBeTruthy();
    expect(screen.getByLabelText('Nome')).toBeTruthy();
    expect(screen.queryByText(ACCENT_NOTE)).toBeNull();
  });

  it("stops at its filter's bound in the gateway", async () => {
    renderField(true);
    expect((screen.getByLabelText('Nome') as HTMLInputElement).maxLength).toBe(120);
  });
});
