import { describe, expect, it } from 'vitest';
import { deviceLabel, storedAddress, storedUserAgent, UNKNOWN_DEVICE, USER_AGENT_MAX } from './session-devices';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/124.0.0.0`;

describe('deviceLabel', () => {
  it('names the browser and the system', () => {
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome no Windows');
    expect(deviceLabel(FIREFOX_LINUX)).toBe('Firefox no Linux');
    expect(deviceLabel(SAFARI_MAC)).toBe('Safari no macOS');
    expect(deviceLabel(SAFARI_IPHONE)).toBe('Safari no iPhone');
    expect(deviceLabel(CHROME_ANDROID)).toBe('Chrome no Android');
    expect(deviceLabel(EDGE_WINDOWS)).toBe('Edge no Windows');
  });

  it("keeps a tool's product name, and says when nothing is readable", () => {
    expect(deviceLabel('curl/8.5.0')).toBe('curl');
    expect(deviceLabel('node')).toBe('node');
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel('Mozilla/5.0')).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel('???')).toBe(UNKNOWN_DEVICE);
  });
});

describe('storedUserAgent', () => {
  it('trims, drops control characters, cuts long texts and keeps nothing for an empty header', () => {
    expect(storedUserAgent(`  ${CHROME_WINDOWS}\n`)).toBe(CHROME_WINDOWS);
    expect(storedUserAgent('a\u0000b')).toBe('a b');
    expect(storedUserAgent('x'.repeat(2000))).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent('')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
  });
});

describe('storedAddress', () => {
  it('writes an IPv4 client as people do, keeps IPv6, and keeps nothing for an unknown one', () => {
    expect(storedAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(storedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(storedAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(storedAddress('unknown')).toBeNull();
  });
});
