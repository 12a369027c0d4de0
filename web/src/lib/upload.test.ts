import { describe, expect, it } from 'vitest';
import { UPLOAD_ERROR, uploadFailureMessage, uploadPercent } from './upload';

describe('uploadPercent', () => {
  it('rounds loaded over total to whole percent within 0..100', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(2, 3)).toBe(67);
    expect(uploadPercent(995, 1000)).toBe(100);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(2000, 1000)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('uploadFailureMessage', () => {
  it("shows the gateway's refusal for 4xx, the generic text otherwise", () => {
    const refusal = JSON.stringify({ error: { code: 'BAD_TYPE', message: 'A imagem da notificação precisa estar no formato JPEG!' } });
    expect(uploadFailureMessage(415, refusal)).toBe('A imagem da notificação precisa estar no formato JPEG!');
    expect(uploadFailureMessage(502, refusal)).toBe(UPLOAD_ERROR);
    expect(uploadFailureMessage(404, '<html>')).toBe(UPLOAD_ERROR);
    expect(uploadFailureMessage(0, '')).toBe('Ocorreu um erro durante o upload da imagem. Por favor, tente novamente.');
  });
});
