import { describe, expect, it } from 'vitest';
import { clientSubject } from './throttle';

describe('clientSubject', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(clientSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 per /64 network', () => {
    expect(clientSubject('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientSubject('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientSubject('::1')).toBe('0:0:0:0::/64');
    expect(clientSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
