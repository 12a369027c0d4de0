// Staff (users + funcionarios) and customers (clientes with addresses and phones).
import { ACTIVE_BRANCH_CODES } from './branches';
import { makeCpf } from './documents';
import { FIRST_NAMES, NEIGHBOURHOODS, STREETS, SURNAMES } from './names';
import type { Random } from './random';
import type { Row } from './bulk-insert';

type Role = 'superuser' | 'manager' | 'submanager' | 'separator' | 'marketing' | 'deliveryman' | 'checker';

const DEMO_STAFF: readonly { matricula: string; nome: string; role: Role; branch: number | null }[] = [
  { matricula: '1001', nome: 'Administrador Geral', role: 'superuser', branch: null },
  { matricula: '1002', nome: 'Gustavo Gerente', role: 'manager', branch: null },
  { matricula: '1003', nome: 'Sabrina Subgerente', role: 'submanager', branch: 17 },
  { matricula: '1004', nome: 'Sérgio Separador', role: 'separator', branch: 17 },
  { matricula: '1005', nome: 'Márcia Marketing', role: 'marketing', branch: null },
  { matricula: '1006', nome: 'Edson Entregador', role: 'deliveryman', branch: 17 },
  { matricula: '1007', nome: 'Cláudio Conferente', role: 'checker', branch: 17 },
];

export interface StaffMember {
  funcionarioId: number;
  userId: number;
  branch: number | null;
  role: Role;
  nome: string;
}

export interface People {
  users: Row[];
  funcionarios: Row[];
  staff: StaffMember[];
  clientes: Row[];
  enderecos: Row[];
  telefones: Row[];
  /** Address ids per customer id (first is the main one). */
  addressesOf: Map<number, number[]>;
}

export function personName(random: Random): string {
  const surnames = random.chance(0.6) ? `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}` : random.pick(SURNAMES);
  return `${random.pick(FIRST_NAMES)} ${surnames}`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
}

/** Push id of either shape: a 36-char legacy player id, or another external id (never 36 chars). */
function pushId(random: Random, customerId: number): string | null {
  const roll = random.next();
  if (roll < 0.45) return random.uuid();
  if (roll < 0.85) return `ext-${String(customerId).padStart(6, '0')}-${random.digits(6)}`;
  return null;
}

function phone(random: Random): string {
  return `(86) 9${random.int(8100, 9999)}-${random.digits(4)}`;
}

export function buildPeople(random: Random, passwordHash: string, scale: number, joined: string): People {
  const users: Row[] = [];
  const funcionarios: Row[] = [];
  const staff: StaffMember[] = [];

  const addStaff = (matricula: string, nome: string, role: Role, branch: number | null, available = true) => {
    const userId = users.length + 1;
    const [first, ...rest] = nome.split(' ');
    users.push({
      id: userId,
      username: matricula,
      password: passwordHash,
      first_name: first,
      last_name: rest.join(' '),
      email: `${matricula}@bompreco.local`,
      branch,
      is_client: false,
      is_staff: true,
      is_superuser: role === 'superuser',
      is_active: true,
      date_joined: joined,
    });
    const funcionarioId = funcionarios.length + 1;
    funcionarios.push({
      id: funcionarioId,
      nome,
      cpf: makeCpf(random),
      branch,
      email: `${matricula}@bompreco.local`,
      player_id: random.chance(0.7) ? random.uuid() : null,
      user_id: userId,
      is_available: available,
      is_separating: role === 'separator',
      is_deliveryman: role === 'deliveryman',
      is_manager: role === 'manager',
      is_submanager: role === 'submanager',
      is_marketing: role === 'marketing',
      is_checker: role === 'checker',
    });
    staff.push({ funcionarioId, userId, branch, role, nome });
  };

  for (const s of DEMO_STAFF) addStaff(s.matricula, s.nome, s.role, s.branch);
  let matricula = 2001;
  for (const branch of ACTIVE_BRANCH_CODES) {
    for (let i = 0; i < 6 * scale; i++) addStaff(String(matricula++), personName(random), 'separator', branch, i % 5 !== 4);
    for (let i = 0; i < 4 * scale; i++) addStaff(String(matricula++), personName(random), 'deliveryman', branch, i % 4 !== 3);
    addStaff(String(matricula++), personName(random), 'checker', branch);
    if (branch !== 17) addStaff(String(matricula++), personName(random), 'submanager', branch);
  }

  const clientes: Row[] = [];
  const enderecos: Row[] = [];
  const telefones: Row[] = [];
  const addressesOf = new Map<number, number[]>();
  const customerCount = 400 * scale;
  for (let id = 1; id <= customerCount; id++) {
    const nome = personName(random);
    clientes.push({
      id,
      codcli: random.chance(0.7) ? 100000 + id : null,
      cliente: nome,
      cpf: makeCpf(random),
      rg: random.chance(0.8) ? random.digits(7) : null,
      orgao_ex: 'SSP',
      estado_oe: 'PI',
      email: `${slug(nome)}${id}@email.com`,
      player_id: pushId(random, id),
      // Purchase statistics are filled from the generated orders (orders.ts).
      qtdcompras: 0,
      dtultmcompra: null,
      vlrultmcompra: null,
      updated: false,
    });
    const ids: number[] = [];
    const addressCount = random.chance(0.2) ? 2 : 1;
    for (let a = 0; a < addressCount; a++) {
      const place = random.chance(0.3) ? NEIGHBOURHOODS[0] : random.pick(NEIGHBOURHOODS);
      const street = random.pick(STREETS);
      const addressId = enderecos.length + 1;
      enderecos.push({
        id: addressId,
        cliente: id,
        endereco: street,
        numero: String(random.int(1, 3999)),
        bairro: place.bairro,
        cep: place.cep,
        logradouro: street.split(' ')[0],
        complemento: random.chance(0.3) ? `Apto ${random.int(101, 1204)}` : '',
        cidade: 'Teresina',
        estado: 'PI',
      });
      ids.push(addressId);
    }
    addressesOf.set(id, ids);
    const phoneCount = random.chance(0.3) ? 2 : 1;
    for (let p = 0; p < phoneCount; p++) {
      telefones.push({ id: telefones.length + 1, cliente: id, telefone: phone(random), principal: p === 0 });
    }
  }
  return { users, funcionarios, staff, clientes, enderecos, telefones, addressesOf };
}
