import { describe, expect, it } from 'vitest';
import { FOLDER_RULES } from '../../kit/storage-folders';
import { checkUploadRequest, mayUploadAnywhere, mayUploadTo, normaliseContentType } from './rules';

const jpeg = { folder: 'notificacoes' as const, fileName: 'promo.jpg', contentType: 'image/jpeg', size: 1000 };

describe('upload rules', () => {
  it('accept a notification JPEG up to 5 MiB, including image/jpg', () => {
    expect(checkUploadRequest(3, jpeg)).toBeNull();
    expect(checkUploadRequest(3, { ...jpeg, size: 5_242_880 })).toBeNull();
    expect(checkUploadRequest(3, { ...jpeg, contentType: 'image/jpg' })).toBeNull();
    expect(normaliseContentType('IMAGE/JPEG; charset=x')).toBe('image/jpeg');
  });

  it('refuse other types, empty and oversized files with the spec texts', () => {
    expect(checkUploadRequest(1, { ...jpeg, contentType: 'image/png' })).toEqual({
      code: 'BAD_TYPE',
      message: 'A imagem da notificação precisa estar no formato JPEG!',
      field: 'contentType',
    });
    expect(checkUploadRequest(1, { ...jpeg, size: 5_242_881 })?.message).toBe('O arquivo é muito grande. Tamanho máximo: 5120KB');
    expect(checkUploadRequest(1, { ...jpeg, folder: 'produtos', size: 204_801 })?.message).toBe('O arquivo é muito grande. Tamanho máximo: 200KB');
    expect(checkUploadRequest(1, { ...jpeg, folder: 'formas_pagamento', size: 2_097_153 })?.code).toBe('TOO_LARGE');
    expect(checkUploadRequest(1, { ...jpeg, folder: 'destaques', contentType: 'image/gif' })?.message).toBe(
      'Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG',
    );
    expect(checkUploadRequest(1, { ...jpeg, size: 0 })?.code).toBe('EMPTY');
    expect(checkUploadRequest(1, { ...jpeg, fileName: '  ' })?.code).toBe('BAD_FILE_NAME');
    expect(checkUploadRequest(1, { ...jpeg, fileName: 'a/b.jpg' })?.code).toBe('BAD_FILE_NAME');
  });

  it('limit each folder to the users of its pages', () => {
    expect(mayUploadTo(5, 'notificacoes')).toBe(true);
    expect(mayUploadTo(4, 'notificacoes')).toBe(false);
    expect(mayUploadTo(3, 'formas_pagamento')).toBe(false);
    expect(mayUploadTo(1, 'formas_pagamento')).toBe(true);
    expect(mayUploadTo(5, 'destaques')).toBe(true);
    expect(mayUploadTo(3, 'destaques')).toBe(false);
    expect(checkUploadRequest(3, { ...jpeg, folder: 'filiais' })?.code).toBe('FORBIDDEN');
    // The mutation's guard: users of at least one folder's page.
    expect([1, 2, 3, 4, 5, 6, 7].filter((t) => mayUploadAnywhere(t as 1))).toEqual([1, 2, 3, 5]);
    expect(FOLDER_RULES.formas_pagamento.storageFolder).toBe('formas-pagamento');
  });
});
