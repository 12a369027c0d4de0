// Bench child (`bench live`, the flood line): the `{ ok }` probe, one request at a time from a process that does
// nothing else, so its latencies are the gateway's. IPC beyond the ready/stop handshake: {type: 'probe', url,
// seconds, pauseMs} is answered {type: 'probed', samples} (milliseconds, one per request).
import { httpRequest } from '../lib/http';
import { serveChild } from '../lib/serve-child';

const PROBE = JSON.stringify({ query: '{ ok }' });

async function probe(url: string, seconds: number, pauseMs: number): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const begun = performance.now();
    const reply = await httpRequest(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: PROBE });
    if (reply.status !== 200 || !reply.text.includes('"ok":true')) throw new Error(`probe answered ${reply.status}: ${reply.text.slice(0, 200)}`);
    samples.push(performance.now() - begun);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return samples;
}

serveChild(async () => {
  process.on('message', (message: { type?: string; url: string; seconds: number; pauseMs: number }) => {
    if (message?.type !== 'probe') return;
    probe(message.url, message.seconds, message.pauseMs).then(
      (samples) => process.send?.({ type: 'probed', samples }),
      (error: unknown) => process.send?.({ type: 'probed', error: String(error) }),
    );
  });
  return { info: {}, close: async () => undefined };
});
