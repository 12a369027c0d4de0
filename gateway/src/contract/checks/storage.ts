// The storage API's file URLs (docs/areas/catalogue.md#images, kit/image-check.ts): a stored image's URL is
// `<files base><folder>/<file>` (STORAGE_PUBLIC_URL, or STORAGE_URL's own files/) and is served; the gateway refuses
// to store any other URL for an image. Read from the images the product API's records already hold.
import { isStorageFile, storedFilesBase } from '../../kit/image-check';
import type { UploadFolder } from '../../generated/resolvers-types';
import type { Contract } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

const SOURCES: ReadonlyArray<{ list: string; folder: UploadFolder }> = [
  { list: 'destaques/', folder: 'destaques' },
  { list: 'formas-pagamento/', folder: 'formas_pagamento' },
  { list: 'filiais/', folder: 'filiais' },
];

export function filesBase(contract: Contract): string {
  return storedFilesBase({ storage: contract.config.urls.storage, storagePublic: contract.config.site.storagePublic });
}

async function storedImage(contract: Contract, name: string): Promise<CheckResult> {
  const base = filesBase(contract);
  for (const { list, folder } of SOURCES) {
    const { results } = await contract.sample(list);
    const url = results.map((row) => row.imagem).find((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (!url) continue;
    if (!isStorageFile(url, base, folder))
      return fail(
        name,
        `${list} holds the image ${url}, not under ${base}: the gateway refuses to save the record with it (set STORAGE_PUBLIC_URL to where files are published)`,
      );
    const answer = await contract.http.call('storage', url, { headers: { accept: '*/*' } });
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== 200 || !type.startsWith('image/'))
      return fail(name, `${url} answered HTTP ${answer.status} (${type || 'no type'}): the gateway cannot check the image's bytes`);
    return pass(name, `${list} image ${url} is under ${base} and served as ${type}`);
  }
  return pass(name, 'not asked: no highlight, payment method or branch holds an image yet');
}

export async function storageChecks(contract: Contract): Promise<CheckResult[]> {
  const name = 'storage file URL form: <files base><folder>/<file>, served (docs/areas/catalogue.md#images)';
  return settled(name, () => storedImage(contract, name));
}
