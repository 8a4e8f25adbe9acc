import { alertStateCookieName, formatAlertState, mirrorAlertState, parseAlertState, readAlertStateCookie } from './alert-state-cookie';

/** A document whose cookie jar records every cookie string written, as a browser receives it. */
function fakeDocument(initial = '', protocol = 'http:') {
  const jar = new Map<string, string>();
  const written: string[] = [];
  for (const pair of initial.split(';').filter(Boolean)) {
    const [name = '', ...value] = pair.trim().split('=');
    jar.set(name, value.join('='));
  }
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair = ''] = text.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('the alert state cookie', () => {
  it('writes the dismissals and the push state compactly and reads them back', () => {
    const value = formatAlertState({
      dismissed: ['push', 'profile-photo'],
      push: { capable: true, subscribed: false, permission: 'default' },
    });
    expect(value).toBe('dismissed=profile-photo.push&push=capable.unsubscribed.default');
    expect(parseAlertState(value)).toEqual({
      dismissed: ['profile-photo', 'push'],
      push: { capable: true, subscribed: false, permission: 'default' },
    });
  });

  it('tells "nothing dismissed" from "not known": an empty list against a missing part', () => {
    expect(parseAlertState('dismissed=')).toEqual({ dismissed: [] });
    expect(parseAlertState('push=incapable.unsubscribed.unsupported')).toEqual({
      push: { capable: false, subscribed: false, permission: 'unsupported' },
    });
  });

  it('finds its cookie among the others in a Cookie header, and is undefined without it', () => {
    expect(readAlertStateCookie(`sid=abc; ${alertStateCookieName}=dismissed=push; locale=de`)).toEqual({ dismissed: ['push'] });
    expect(readAlertStateCookie('sid=abc; locale=de; my_site_alert_state=dismissed=push')).toBeUndefined();
    expect(readAlertStateCookie('')).toBeUndefined();
  });

  it.each([
    ['an unknown banner id or markup', 'dismissed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.push.nope', { dismissed: ['push'] }],
    ['the activation reminder, which cannot be dismissed', 'dismissed=activation', { dismissed: [] }],
    ['a push state with an unknown word', 'push=capable.unsubscribed.maybe', {}],
    ['a push state with extra parts', 'push=capable.unsubscribed.default.x', {}],
    ['a push state with parts missing', 'push=capable', {}],
    ['a broken escape', 'dismissed=%E0%A4%A&push=%', { dismissed: [] }],
    ['a value far longer than any written', `dismissed=push&x=${'a'.repeat(400)}`, {}],
  ])('reads a tampered value with %s as unknown, never passing the text on', (_case, value, expected) => {
    expect(parseAlertState(value)).toEqual(expected);
  });

  it('updates one part in the browser, keeps the other, and is first-party, Lax, site-wide and long-lived', () => {
    const { doc, written } = fakeDocument(`sid=abc; ${alertStateCookieName}=push=capable.subscribed.granted`);
    mirrorAlertState({ dismissed: ['profile-photo'] }, doc);
    expect(written).toEqual([
      `${alertStateCookieName}=dismissed=profile-photo&push=capable.subscribed.granted; Path=/; Max-Age=63072000; SameSite=Lax`,
    ]);
    mirrorAlertState({ push: { capable: true, subscribed: false, permission: 'denied' } }, doc);
    expect(readAlertStateCookie(doc.cookie)).toEqual({
      dismissed: ['profile-photo'],
      push: { capable: true, subscribed: false, permission: 'denied' },
    });
  });

  it('writes only when something changed, creates the cookie when missing, and marks it Secure on https', () => {
    const { doc, written } = fakeDocument(`${alertStateCookieName}=dismissed=`, 'https:');
    mirrorAlertState({ dismissed: [] }, doc);
    expect(written).toEqual([]);
    const fresh = fakeDocument('', 'https:');
    mirrorAlertState({ dismissed: [] }, fresh.doc);
    expect(fresh.written).toEqual([`${alertStateCookieName}=dismissed=; Path=/; Max-Age=63072000; SameSite=Lax; Secure`]);
  });

  it('never throws where cookies cannot be written', () => {
    const doc = {
      location: { protocol: 'http:' },
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    expect(() => mirrorAlertState({ dismissed: ['push'] }, doc)).not.toThrow();
  });
});
