// @vitest-environment jsdom
// The shared image field: a file that breaks its folder's rule is refused in the field without asking the gateway;
// a good one gets its ticket, is PUT with progress and hands the stored URL to the form; the gateway's refusal is
// shown on the field.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from './imageField';
import type { ImageRule } from './imageCheck';
import { CreateImageUploadMutation } from './uploadImage';

const RULE: ImageRule = { folder: 'destaques', width: 395, height: 220, maxBytes: 204_800 };

/** A minimal JPEG: SOI, APP0, a baseline frame header of the given size, EOI. */
function jpegFile(width: number, height: number, name = 'imagem.jpg'): File {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new File([new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9])], name, { type: 'image/jpeg' });
}

/** XMLHttpRequest as the gateway's PUT /uploads/<ticket> answers it: progress, then 200 {fileUrl}. */
class FakeUpload {
  static sent: { url: string; contentType: string | null; size: number }[] = [];
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  private url = '';
  private contentType: string | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'content-type') this.contentType = value;
  }
  abort() {}
  send(body: Blob) {
    FakeUpload.sent.push({ url: this.url, contentType: this.contentType, size: body.size });
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
      this.status = 200;
      this.responseText = JSON.stringify({ fileUrl: 'http://storage.test/files/destaques/abc.jpg' });
      this.onload?.();
    });
  }
}

function ticket(errors: { code: string; message: string; field: string }[] = []): MockLink.MockedResponse {
  return {
    request: { query: CreateImageUploadMutation, variables: { folder: 'destaques', fileName: 'banner.jpg', contentType: 'image/jpeg', size: 41 } },
    result: {
      data: {
        createImageUpload: {
          __typename: 'ImageUploadTicket',
          uploadUrl: errors.length ? null : '/uploads/t-1',
          fileUrl: errors.length ? null : 'http://storage.test/files/destaques/abc.jpg',
          contentType: errors.length ? null : 'image/jpeg',
          errors: errors.map((e) => ({ __typename: 'UserError', ...e })),
        },
      },
    },
  };
}

function Form({ onChange }: { onChange: (url: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ImageField
      id="imagem"
      label="Imagem"
      rule={RULE}
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeUpload.sent = [];
});

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Imagem (JPEG 395x220)'), { target: { files: [file] } });

describe('ImageField', () => {
  it('refuses a file of other dimensions in the field, without asking the gateway', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <Form onChange={onChange} />
      </MockedProvider>,
    );
    choose(jpegFile(400, 220, 'banner.jpg'));
    await screen.findByText('A imagem deve ter dimensões de 395x220px');
    expect(onChange).not.toHaveBeenCalled();
    expect(FakeUpload.sent).toEqual([]);
  });

  it('uploads a good file and hands the stored URL to the form, previewing it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={[ticket()]}>
        <Form onChange={onChange} />
      </MockedProvider>,
    );
    choose(jpegFile(395, 220, 'banner.jpg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('http://storage.test/files/destaques/abc.jpg'));
    expect(FakeUpload.sent).toEqual([{ url: '/uploads/t-1', contentType: 'image/jpeg', size: 41 }]);
    expect(screen.getByRole('img', { name: 'Imagem atual' }).getAttribute('src')).toBe('http://storage.test/files/destaques/abc.jpg');
    expect(screen.getByRole('progressbar', { name: 'Envio da imagem' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it("shows the gateway's refusal on the field", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const onChange = vi.fn();
    render(
      <MockedProvider mocks={[ticket([{ code: 'TOO_LARGE', message: 'O arquivo é muito grande. Tamanho máximo: 200KB', field: 'size' }])]}>
        <Form onChange={onChange} />
      </MockedProvider>,
    );
    choose(jpegFile(395, 220, 'banner.jpg'));
    await screen.findByText('O arquivo é muito grande. Tamanho máximo: 200KB');
    expect(onChange).not.toHaveBeenCalled();
    expect(FakeUpload.sent).toEqual([]);
  });
});
