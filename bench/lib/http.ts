// The measuring client: node:http with a keep-alive agent (one socket reused for sequential requests), the same
// for every target so that only the server side differs between the figures compared.
import { Agent, request } from 'node:http';

export interface HttpReply {
  status: number;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function httpRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

export function closeHttp(): void {
  agent.destroy();
}
