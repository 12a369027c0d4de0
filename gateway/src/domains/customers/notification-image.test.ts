import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, jpegSize, storageUrlProblem } from './notification-image';

function jpeg(width: number, height: number, marker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('jpegSize', () => {
  it('reads baseline and progressive frame headers', () => {
    expect(jpegSize(jpeg(1038, 519))).toEqual({ width: 1038, height: 519 });
    expect(jpegSize(jpeg(1039, 519, 0xc2))).toEqual({ width: 1039, height: 519 });
  });

  it('answers null for other formats and broken files', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(jpegSize(new Uint8Array([]))).toBeNull();
  });
});

describe('storageUrlProblem', () => {
  const storage = 'http://127.0.0.1:4105';
  it('accepts files of the storage API only', () => {
    expect(storageUrlProblem('http://127.0.0.1:4105/files/notificacoes/a.jpg', storage)).toBeNull();
    expect(storageUrlProblem('http://127.0.0.1:4105/upload/', storage)).toBe(IMAGE_MESSAGES.notOnStorage);
    expect(storageUrlProblem('http://evil.test/files/a.jpg', storage)).toBe(IMAGE_MESSAGES.notOnStorage);
    expect(storageUrlProblem('not a url', storage)).toBe(IMAGE_MESSAGES.notOnStorage);
    expect(storageUrlProblem('http://u:p@127.0.0.1:4105/files/a.jpg', storage)).toBe(IMAGE_MESSAGES.notOnStorage);
  });
});
