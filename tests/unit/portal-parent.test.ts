import { describe, expect, it } from 'vitest';
import { postToPortal, type EmbeddedWindow, type PortalLoadedMessage } from '../../src/app/portal-parent.ts';

const MESSAGE: PortalLoadedMessage = { type: 'motor-claim:loaded', portal: 'SMP', screen: '/incident-scope' };
const ALLOWED = ['https://smp.partner.example', 'https://kz.partner.example'];

/** A framed window whose parent records what is posted to it, and with which target origin. */
function framed(options: { ancestors?: string[]; referrer?: string } = {}) {
  const posted: Array<{ message: unknown; target: string }> = [];
  const self: EmbeddedWindow = {
    parent: { postMessage: ((message: unknown, target: string) => posted.push({ message, target })) as Window['postMessage'] },
    location: options.ancestors ? { ancestorOrigins: options.ancestors } : {},
    document: { referrer: options.referrer ?? '' },
  };
  return { self, posted };
}

describe('the loaded message to the portal (DESIGN §7: to the configured origin only, never *)', () => {
  it('goes to the parent’s own origin when the browser names it and it is allowed', () => {
    const { self, posted } = framed({ ancestors: ['https://kz.partner.example'] });
    expect(postToPortal(MESSAGE, ALLOWED, self)).toEqual(['https://kz.partner.example']);
    expect(posted).toEqual([{ message: MESSAGE, target: 'https://kz.partner.example' }]);
  });

  it('goes nowhere when the parent’s origin is not allowed, however alike it looks', () => {
    for (const origin of ['https://smp.partner.example.evil.io', 'http://smp.partner.example', 'https://evil.example']) {
      const { self, posted } = framed({ ancestors: [origin] });
      expect(postToPortal(MESSAGE, ALLOWED, self)).toEqual([]);
      expect(posted).toEqual([]);
    }
  });

  it('reads the parent’s origin from the referrer where ancestorOrigins is missing', () => {
    const { self, posted } = framed({ referrer: 'https://smp.partner.example/cases/17?client=x' });
    postToPortal(MESSAGE, ALLOWED, self);
    expect(posted.map((post) => post.target)).toEqual(['https://smp.partner.example']);
  });

  it('names each allowed origin as its target when the parent’s origin cannot be known, never "*"', () => {
    const { self, posted } = framed();
    postToPortal(MESSAGE, ALLOWED, self);
    expect(posted.map((post) => post.target)).toEqual(ALLOWED);
    expect(posted.every((post) => post.target !== '*')).toBe(true);
  });

  it('posts nothing with no configured origins, or when the wizard is not in a frame', () => {
    const { self, posted } = framed({ ancestors: ['https://smp.partner.example'] });
    expect(postToPortal(MESSAGE, [], self)).toEqual([]);
    const top = framed();
    (top.self as { parent: unknown }).parent = top.self;
    expect(postToPortal(MESSAGE, ALLOWED, top.self)).toEqual([]);
    expect([...posted, ...top.posted]).toEqual([]);
  });
});
