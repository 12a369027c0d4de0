import { describe, expect, it } from 'vitest';
import { failureWith } from './effects';
import { textOf } from '../kit/text';

describe('failure texts', () => {
  it('keep the server text, without markup or line breaks', () => {
    const apache =
      '<!DOCTYPE HTML>\n<html><head><title>500 Internal Server Error</title></head>\n<body><h1>Internal Server Error</h1>\n<p>The server failed.</p></body></html>';
    expect(textOf(new Error(apache))).toBe('Internal Server Error The server failed.');
    expect(textOf(new Error('<br />\n<b>Warning</b>:  oci_execute(): ORA-00054 in <b>x.php</b>'))).toBe('Warning : oci_execute(): ORA-00054 in x.php');
  });

  it('format the spec messages: prefix, server text, suffix', () => {
    const failure = failureWith('ERP_ORDER_FAILED', 'Erro ao enviar pedido:', ' Tente novamente!');
    expect(failure(new Error('Cliente 1 não cadastrado'))).toEqual({
      code: 'ERP_ORDER_FAILED',
      message: 'Erro ao enviar pedido: Cliente 1 não cadastrado Tente novamente!',
    });
  });

  it('cut very long texts', () => {
    expect(textOf(new Error('x'.repeat(1000)))).toHaveLength(301);
  });
});
