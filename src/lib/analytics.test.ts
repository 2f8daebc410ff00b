import { describe, expect, it } from 'vitest';
import { analyticsPage } from './analytics';

const origin = 'https://health.example';

describe('the page as analytics sees it', () => {
  it('sends the call page, whose address holds the visitor’s name, as /call in every language', () => {
    for (const path of ['/call/01JD0000000000000000000000/Anna%20Schmidt', '/tr/call/01JD/Ay%C5%9Fe?x=1#top', '/ru/call']) {
      expect(analyticsPage(`${origin}${path}`, origin)).toEqual({ location: `${origin}/call`, path: '/call', isCallPage: true });
    }
  });

  it('keeps a page’s path and its campaign parameters, and drops every other parameter and the fragment', () => {
    expect(
      analyticsPage(`${origin}/de/landing/check-up?utm_source=google&name=Anna&email=a%40b.c&gclid=G1&fbclid=F1#form`, origin),
    ).toEqual({ location: `${origin}/de/landing/check-up?utm_source=google&gclid=G1`, path: '/de/landing/check-up', isCallPage: false });
    expect(analyticsPage(`${origin}/contact?phone=123`, origin).location).toBe(`${origin}/contact`);
  });

  it('reduces another site to its origin, and a malformed address to the home page', () => {
    expect(analyticsPage('https://search.example/results?q=anna+schmidt+hip', origin).location).toBe('https://search.example/');
    expect(analyticsPage('http://[broken', origin).location).toBe(`${origin}/`);
  });

  it('does not mistake a page whose path only starts with the word for the call page', () => {
    expect(analyticsPage(`${origin}/callback-info`, origin).isCallPage).toBe(false);
  });
});
