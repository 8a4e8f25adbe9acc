import { BOOT_ANSWER_TTL_MS, callKey, provideBootAnswers, takeBootAnswer } from './boot-answers';

describe('callKey', () => {
  it('names a call by its path and sorted parameters, whatever their order and type', () => {
    expect(callKey('members.php', { per_page: 24, min_age: 18, page: 1 })).toBe('members.php?min_age=18&page=1&per_page=24');
    expect(callKey('members.php', { page: '1', per_page: '24', min_age: '18' })).toBe(
      callKey('members.php', { min_age: 18, per_page: 24, page: 1 }),
    );
  });

  it('leaves out empty parameters, as the request leaves them out of its URL', () => {
    expect(callKey('likes.php')).toBe('likes.php');
    expect(callKey('members.php', { gender: undefined, country: '', page: 2 })).toBe('members.php?page=2');
  });

  it('encodes values, so a parameter cannot pose as another', () => {
    expect(callKey('member.php', { id: '1&page=2' })).toBe('member.php?id=1%26page%3D2');
  });
});

describe('boot answers', () => {
  it('are given once, to the first identical call', () => {
    provideBootAnswers({ 'likes.php': { likes: [] } }, 1_000);
    expect(takeBootAnswer('likes.php', 1_001)).toEqual({ body: { likes: [] } });
    expect(takeBootAnswer('likes.php', 1_002)).toBeUndefined();
  });

  it('are not given once they are older than the page may claim', () => {
    provideBootAnswers({ 'chats.php': { chats: [] } }, 1_000);
    expect(takeBootAnswer('chats.php', 1_000 + BOOT_ANSWER_TTL_MS + 1)).toBeUndefined();
  });

  it('ignore anything that is not a map of answers', () => {
    provideBootAnswers(['likes.php'], 1_000);
    provideBootAnswers('likes.php', 1_000);
    provideBootAnswers(null, 1_000);
    expect(takeBootAnswer('0', 1_000)).toBeUndefined();
    expect(takeBootAnswer('likes.php', 1_000)).toBeUndefined();
  });
});
