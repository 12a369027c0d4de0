// Branches of the demo dataset: 17 and 18 active, 21 inactive (docs/architecture.md#demo-data).
import { makeCnpj } from './documents';
import type { Row } from './bulk-insert';
import { demoImageUrl } from './demo-images';

export interface BranchSpec {
  id: number;
  codfilial: number;
  razaosocial: string;
  endereco: string;
  numero: string;
  bairro: string;
  cep: string;
  status: 'A' | 'I';
}

const COMPANY_ROOT = '07402125';

export const BRANCHES: readonly BranchSpec[] = [
  {
    id: 1,
    codfilial: 17,
    razaosocial: 'SUPERMERCADO BOM PREÇO LTDA - LOJA CENTRO',
    endereco: 'Rua Areolino de Abreu',
    numero: '1450',
    bairro: 'Centro',
    cep: '64220000',
    status: 'A',
  },
  {
    id: 2,
    codfilial: 18,
    razaosocial: 'SUPERMERCADO BOM PREÇO LTDA - LOJA JÓQUEI',
    endereco: 'Avenida Nossa Senhora de Fátima',
    numero: '2300',
    bairro: 'Jóquei',
    cep: '64049110',
    status: 'A',
  },
  {
    id: 3,
    codfilial: 21,
    razaosocial: 'SUPERMERCADO BOM PREÇO LTDA - LOJA DIRCEU',
    endereco: 'Rua Elizeu Martins',
    numero: '88',
    bairro: 'Dirceu Arcoverde',
    cep: '64078213',
    status: 'I',
  },
];

export const ACTIVE_BRANCH_CODES = BRANCHES.filter((b) => b.status === 'A').map((b) => b.codfilial);

/** The id of the branch with this code: general settings, special dates and section ranks name a branch by id. */
export const branchIdOf = (code: number) => BRANCHES.find((b) => b.codfilial === code)!.id;
export const branchCodeOf = (id: number) => BRANCHES.find((b) => b.id === id)!.codfilial;

export function branchRows(): Row[] {
  return BRANCHES.map((b) => ({
    id: b.id,
    codfilial: b.codfilial,
    razaosocial: b.razaosocial,
    cnpj: makeCnpj(COMPANY_ROOT, b.codfilial),
    endereco: b.endereco,
    numero: b.numero,
    bairro: b.bairro,
    cidade: 'Teresina',
    estado: 'PI',
    cep: b.cep,
    url_maps: `https://maps.google.com/?q=${encodeURIComponent(`${b.endereco}, ${b.numero}, Teresina - PI`)}`,
    contato: `(86) 3221-${String(4000 + b.codfilial).padStart(4, '0')}`,
    url_whatsapp: `https://wa.me/558632214${String(b.codfilial).padStart(3, '0')}`,
    imagem: demoImageUrl('filiais', b.codfilial),
    status: b.status,
  }));
}
