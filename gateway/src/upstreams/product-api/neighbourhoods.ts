// A postal code's neighbourhoods (`bairros-externos/`): each with its own fee, note and status. Read nested in
// the postal code (postal-codes.ts); created and updated here.
import type { NeighbourhoodRecord } from './postal-codes';
import type { ProductApiTransport } from './transport';

export type NeighbourhoodWrite = Omit<NeighbourhoodRecord, 'id' | 'valor'> & { valor: string };

const NEIGHBOURHOODS = 'bairros-externos/';
const one = (id: number) => `${NEIGHBOURHOODS}${encodeURIComponent(String(id))}/`;

export class Neighbourhoods {
  constructor(private readonly api: ProductApiTransport) {}

  get(id: number): Promise<NeighbourhoodRecord> {
    return this.api.get<NeighbourhoodRecord>(one(id));
  }

  create(neighbourhood: NeighbourhoodWrite): Promise<NeighbourhoodRecord> {
    return this.api.post<NeighbourhoodRecord>(NEIGHBOURHOODS, neighbourhood);
  }

  update(id: number, neighbourhood: NeighbourhoodWrite): Promise<NeighbourhoodRecord> {
    return this.api.put<NeighbourhoodRecord>(one(id), neighbourhood);
  }
}
