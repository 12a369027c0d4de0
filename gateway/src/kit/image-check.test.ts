import { describe, expect, it } from 'vitest';
import { bytesProblem, imageProblem, isStorageFile, storedFilesBase, type ImageRule } from './image-check';

/** A JPEG header with the given size: enough for image-size, which reads the frame header only. */
function jpeg(width: number, height: number, padding = 0): Uint8Array {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const head = [0xff, 0xd8, ...app0, ...sof];
  const bytes = new Uint8Array(head.length + padding + 2);
  bytes.set(head);
  bytes.set([0xff, 0xd9], head.length + padding);
  return bytes;
}
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 139, 0, 0, 0, 220, 8, 2, 0, 0, 0]);

const RULE: ImageRule = { folder: 'destaques', width: 395, height: 220, maxBytes: 204_800, of: 'do destaque' };
const STORAGE = 'http://127.0.0.1:4005/';
/** Where the storage API publishes its files when no public base is set. */
const FILES = storedFilesBase({ storage: STORAGE });

describe('bytesProblem', () => {
  it('accepts a JPEG of the exact size within the limit', () => {
    expect(bytesProblem(jpeg(395, 220), RULE)).toBeNull();
  });
  it('refuses another size, another type, unreadable bytes and a file over the limit', () => {
    expect(bytesProblem(jpeg(396, 220), RULE)).toBe('A imagem deve ter dimensões de 395x220px');
    expect(bytesProblem(jpeg(395, 219), RULE)).toBe('A imagem deve ter dimensões de 395x220px');
    expect(bytesProblem(PNG, RULE)).toBe('Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG');
    expect(bytesProblem(new Uint8Array([1, 2, 3]), RULE)).toBe('Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG');
    expect(bytesProblem(jpeg(395, 220, 204_800), RULE)).toBe('O arquivo é muito grande. Tamanho máximo: 200KB');
    expect(bytesProblem(jpeg(395, 220, 100), { ...RULE, maxBytes: 50, tooLarge: 'Grande demais!' })).toBe('Grande demais!');
  });
  it("uses the folder's upload limit when the rule names none", () => {
    expect(bytesProblem(jpeg(200, 125, 2_000_000), { folder: 'formas_pagamento', width: 200, height: 125, of: 'x' })).toBeNull();
    expect(bytesProblem(jpeg(200, 125, 2_097_152), { folder: 'formas_pagamento', width: 200, height: 125, of: 'x' })).toMatch(/2048KB/);
  });
});

describe('isStorageFile', () => {
  it("takes only files of the storage API in the folder's own directory", () => {
    expect(isStorageFile(`${STORAGE}files/destaques/a.jpg`, FILES, 'destaques')).toBe(true);
    expect(isStorageFile(`${STORAGE}files/formas-pagamento/a.jpg`, FILES, 'formas_pagamento')).toBe(true);
    expect(isStorageFile(`${STORAGE}files/filiais/a.jpg`, FILES, 'destaques')).toBe(false);
    expect(isStorageFile(`${STORAGE}files/destaques/`, FILES, 'destaques')).toBe(false);
    expect(isStorageFile(`${STORAGE}files/destaques/x/../../filiais/a.jpg`, FILES, 'destaques')).toBe(false);
    expect(isStorageFile('https://example.com/files/destaques/a.jpg', FILES, 'destaques')).toBe(false);
    expect(isStorageFile(`http://u:p@127.0.0.1:4005/files/destaques/a.jpg`, FILES, 'destaques')).toBe(false);
    expect(isStorageFile(`${STORAGE}files/destaques/a.jpg?x=1`, FILES, 'destaques')).toBe(false);
    expect(isStorageFile('not a url', FILES, 'destaques')).toBe(false);
  });

  it('takes files from the public base a site sets (a CDN or a bucket), and no longer the storage API then', () => {
    const cdn = storedFilesBase({ storage: STORAGE, storagePublic: 'https://cdn.example.com/painel' });
    expect(cdn).toBe('https://cdn.example.com/painel/');
    expect(isStorageFile('https://cdn.example.com/painel/destaques/a.jpg', cdn, 'destaques')).toBe(true);
    expect(isStorageFile('https://cdn.example.com/destaques/a.jpg', cdn, 'destaques')).toBe(false);
    expect(isStorageFile('https://cdn.example.com/painel/filiais/a.jpg', cdn, 'destaques')).toBe(false);
    expect(isStorageFile(`${STORAGE}files/destaques/a.jpg`, cdn, 'destaques')).toBe(false);
    const bucket = storedFilesBase({ storage: STORAGE, storagePublic: 'https://loja.s3.sa-east-1.amazonaws.com/' });
    expect(isStorageFile('https://loja.s3.sa-east-1.amazonaws.com/destaques/a.jpg', bucket, 'destaques')).toBe(true);
  });
});

describe('imageProblem', () => {
  it('reads the file once, at most one byte past the limit, and checks its bytes', async () => {
    const asked: Array<[string, number]> = [];
    const read = async (url: string, limit: number) => {
      asked.push([url, limit]);
      return jpeg(395, 220);
    };
    expect(await imageProblem(`${STORAGE}files/destaques/a.jpg`, RULE, FILES, read)).toBeNull();
    expect(asked).toEqual([[`${STORAGE}files/destaques/a.jpg`, 204_801]]);
  });
  it('names the owner when the file is elsewhere or unreadable', async () => {
    expect(await imageProblem('https://example.com/a.jpg', RULE, FILES, async () => null)).toBe(
      'A imagem do destaque precisa ser enviada pelo painel antes de usá-la.',
    );
    expect(await imageProblem(`${STORAGE}files/destaques/a.jpg`, RULE, FILES, async () => null)).toBe(
      'Não foi possível ler a imagem do destaque. Envie-a novamente.',
    );
  });
});
