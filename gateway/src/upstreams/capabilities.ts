// What the configured services offer beyond the specs' call tables and the upstream contracts (our reference
// services grew extensions a company service may lack). Each is probed read-only at start where a read can tell,
// learned on first use where only a write can, or declared by the operator (idempotency: nothing read-only shows
// whether a service honours `Idempotency-Key`). Features that use one ask here and, without it, say what they do
// instead; /readyz and the start-up log show the table.
export type CapabilityState = 'on' | 'off' | 'unknown';

export const CAPABILITY_NAMES = [
  'changesFeed',
  'previousOfferPrice',
  'resetUsername',
  'accentInsensitiveNames',
  'monthlySales',
  'privacyPolicy',
  'erpIdempotency',
  'loyaltyIdempotency',
] as const;
export type CapabilityName = (typeof CAPABILITY_NAMES)[number];

interface CapabilityInfo {
  /** The service and what it would have to offer. */
  extension: string;
  /** What the panel does without it. */
  without: string;
}

export const CAPABILITY_INFO: Record<CapabilityName, CapabilityInfo> = {
  changesFeed: {
    extension: 'product API pedidos-alterados/ (orders changed since a moment)',
    without: "the open orders board polls pedidos-em-aberto/ and says 'Atualização periódica' instead of 'Ao vivo'",
  },
  previousOfferPrice: {
    extension: 'product API offers carry pvenda_anterior',
    without: 'deleting offers leaves the sale price as it is (the price before the offers is unknown)',
  },
  resetUsername: {
    extension: "product API password-reset-complete answers the user's username",
    without: "the reset's log entry takes the matrícula from the gateway's sessions of that user",
  },
  accentInsensitiveNames: {
    extension: "product API name filters ignore accents ('joao' finds 'João')",
    without: 'name searches match accents as typed, and the search fields that send a name say so (Query.nameSearch)',
  },
  monthlySales: {
    extension: 'product API dashboard/vendas-mensais/ (orders and revenue per month, docs/decisions/0024-dashboard-chart-scope.md)',
    without: 'the dashboard shows a note that the monthly sales chart is not available on this product API instead of the chart',
  },
  privacyPolicy: {
    extension: "product API politica-privacidade/ (the apps' privacy policy record, docs/decisions/0023-privacy-policy-one-text.md)",
    without: "the privacy policy dialog of 'Configurações Apps' says it is not available on this server and cannot be updated",
  },
  erpIdempotency: {
    extension: 'ERP bridge honours Idempotency-Key (ERP_IDEMPOTENCY=honoured)',
    without: 'a processa-cliente or processa-pedido whose answer was lost is held for a person, never resent',
  },
  loyaltyIdempotency: {
    extension: 'loyalty platform honours Idempotency-Key (LOYALTY_IDEMPOTENCY=honoured)',
    without: 'a cancellation whose answer was lost is held for a person, never resent (a purchase is asked about with its coupon, flag or not)',
  },
};

export interface CapabilityRow {
  name: CapabilityName;
  state: CapabilityState;
  /** How the state was found: 'probed', 'learned' (on first use), 'declared' (a setting), or 'not yet known'. */
  source: 'probed' | 'learned' | 'declared' | 'not yet known';
  extension: string;
  without: string;
}

/** One per gateway process (on the upstream connections): read by the features, written by the probe and by use. */
export class Capabilities {
  private readonly states = new Map<CapabilityName, { state: CapabilityState; source: CapabilityRow['source'] }>();

  constructor(declared: Partial<Record<CapabilityName, boolean>> = {}) {
    for (const [name, on] of Object.entries(declared) as Array<[CapabilityName, boolean | undefined]>) {
      if (on !== undefined) this.states.set(name, { state: on ? 'on' : 'off', source: 'declared' });
    }
  }

  state(name: CapabilityName): CapabilityState {
    return this.states.get(name)?.state ?? 'unknown';
  }

  /** Whether the extension is known to be missing (unknown is not missing: the feature tries and learns). */
  lacks(name: CapabilityName): boolean {
    return this.state(name) === 'off';
  }

  /** A probe's finding; an 'unknown' probe keeps what was known. A declared state is the operator's and stays. */
  found(name: CapabilityName, state: CapabilityState, source: 'probed' | 'learned' = 'probed'): void {
    const known = this.states.get(name);
    if (state === 'unknown' || known?.source === 'declared') return;
    this.states.set(name, { state, source });
  }

  rows(): CapabilityRow[] {
    return CAPABILITY_NAMES.map((name) => ({
      name,
      state: this.state(name),
      source: this.states.get(name)?.source ?? 'not yet known',
      ...CAPABILITY_INFO[name],
    }));
  }

  /** /readyz's summary: each capability's state by name. */
  summary(): Record<CapabilityName, CapabilityState> {
    return Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, this.state(name)])) as Record<CapabilityName, CapabilityState>;
  }
}
