import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { redactUrl } from './logging.ts';

describe('request log', () => {
  it('masks the values of secret query parameters and keeps the rest of the URL', () => {
    expect(redactUrl('/reset?resetToken=abc123&lang=bn')).toBe('/reset?resetToken=[redacted]&lang=bn');
    expect(redactUrl('/login?ticket=T1')).toBe('/login?ticket=[redacted]');
    expect(redactUrl('/x?access_token=a&Token=b&page=2')).toBe(
      '/x?access_token=[redacted]&Token=[redacted]&page=2',
    );
    expect(redactUrl('/wps/system/status')).toBe('/wps/system/status');
    expect(redactUrl('/a?flag&code=123456')).toBe('/a?flag&code=[redacted]');
  });

  it('writes one line per request with status and time, and no reset token or ticket', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        cb();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/wps/system/status?resetToken=SECRET-RESET&ticket=SECRET-TICKET',
      });
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = entries.filter((e) => e.msg === 'request');
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        method: 'GET',
        url: '/wps/system/status?resetToken=[redacted]&ticket=[redacted]',
        status: 200,
      });
      expect(typeof requests[0]!.ms).toBe('number');
      expect(lines.join('\n')).not.toMatch(/SECRET-RESET|SECRET-TICKET/);
      expect(entries.some((e) => e.msg === 'incoming request')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
