import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('where signing in leads (?next=)', () => {
  it('takes a path of the inbox, with its query', () => {
    expect(safeNextPath('/admin/leads/abc123')).toBe('/admin/leads/abc123');
    expect(safeNextPath('/admin/leads/abc123?list=status%3Dnew%26page%3D2')).toBe('/admin/leads/abc123?list=status%3Dnew%26page%3D2');
    expect(safeNextPath('/admin?status=new')).toBe('/admin?status=new');
    expect(safeNextPath('/admin/erasures')).toBe('/admin/erasures');
  });

  it.each([
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash further on', '/admin\\..\\..\\evil'],
    ['an encoded backslash', '/admin/%5c%5cevil.example'],
    ['an encoded slash', '/admin%2f..%2f..%2fevil'],
    ['a tab inside the scheme', '/admin/\t//evil'],
    ['a newline', '/admin\n//evil.example'],
    ['an encoded newline', '/admin/%0d%0aLocation:%20https://evil.example'],
    ['dot segments leaving /admin', '/admin/../evil'],
    ['a path beside /admin', '/administrator'],
    ['a public page', '/en/contact'],
    ['the sign-in page itself', '/admin/sign-in?next=/admin'],
    ['javascript', 'javascript:alert(1)'],
    ['nothing', ''],
    ['not a string', ['/admin']],
  ])('refuses %s', (_, value) => {
    expect(safeNextPath(value)).toBeUndefined();
  });
});
