import { describe, expect, it } from 'vitest';
import { leadPath, listQuery } from './back-link';
import { parseEnv } from '@/env';
import { fromLocalInput, localInputValue } from './format';

describe('returning to the list', () => {
  it('keeps the view the lead was opened from, read through the list filters', () => {
    expect(listQuery('status=new&sort=oldest&page=3')).toBe('?status=new&sort=oldest&page=3');
    expect(listQuery('?q=Do%C4%9Fan&callback=yes')).toBe('?callback=yes&q=Do%C4%9Fan');
    expect(listQuery('')).toBe('');
    expect(listQuery(undefined)).toBe('');
  });

  it('drops what is not a list filter, so the back link cannot lead elsewhere', () => {
    expect(listQuery('next=https://evil.example&status=bogus')).toBe('');
    expect(listQuery('//evil.example')).toBe('');
  });

  it('builds the lead path with the view and the notice', () => {
    expect(leadPath('abc', '?status=new&page=2', 'note-added')).toBe('/admin/leads/abc?list=status%3Dnew%26page%3D2&notice=note-added');
    expect(leadPath('a/b', '')).toBe('/admin/leads/a%2Fb');
  });
});

describe('times in the team zone', () => {
  it('takes the team zone from INBOX_TIME_ZONE, Istanbul by default, and refuses a zone that is not one', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).INBOX_TIME_ZONE).toBe('Europe/Istanbul');
    expect(parseEnv({ NODE_ENV: 'test', INBOX_TIME_ZONE: 'Europe/London' }).INBOX_TIME_ZONE).toBe('Europe/London');
    expect(() => parseEnv({ NODE_ENV: 'test', INBOX_TIME_ZONE: 'Mars/Olympus' })).toThrow(/INBOX_TIME_ZONE: must be an IANA time zone/);
  });

  it('reads a callback time typed in the team zone, whatever the server zone, across a daylight-saving change', () => {
    expect(fromLocalInput('2026-11-25T18:30', 'Europe/Istanbul')).toBe(Date.parse('2026-11-25T15:30:00Z'));
    expect(fromLocalInput('2026-03-29T12:00', 'Europe/Berlin')).toBe(Date.parse('2026-03-29T10:00:00Z'));
    expect(fromLocalInput('2026-03-28T12:00', 'Europe/Berlin')).toBe(Date.parse('2026-03-28T11:00:00Z'));
    expect(localInputValue(Date.parse('2026-11-25T15:30:00Z'), 'Europe/Istanbul')).toBe('2026-11-25T18:30');
    expect(fromLocalInput('tomorrow', 'Europe/Istanbul')).toBeUndefined();
    // 02:30 does not exist in Berlin on the day the clocks go forward.
    expect(fromLocalInput('2026-03-29T02:30', 'Europe/Berlin')).toBeUndefined();
  });
});
