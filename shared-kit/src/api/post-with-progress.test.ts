import { mockApi } from '../test/mock-api';
import { postWithProgress } from './post-with-progress';

const form = () => {
  const data = new FormData();
  data.append('photo', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }), 'me.png');
  return data;
};

describe('postWithProgress', () => {
  it('posts the form with the client header and resolves with the JSON answer', async () => {
    const api = mockApi({
      'POST photos.php': (_call, request) => ({ status: 201, body: { photo: { id: 20 }, client: request.headers.get('x-request-type') } }),
    });
    await expect(postWithProgress('photos.php', form(), () => undefined)).resolves.toEqual({ photo: { id: 20 }, client: 'client' });
    expect(api.callsTo('POST', 'photos.php')).toHaveLength(1);
  });

  it("rejects with the API's error code and placeholders", async () => {
    mockApi({ 'POST photos.php': { status: 403, body: { error: 'photo_limit', message: 'Te veel', params: { max: 3 } } } });
    await expect(postWithProgress('photos.php', form(), () => undefined)).rejects.toMatchObject({
      status: 403,
      code: 'photo_limit',
      params: { max: 3 },
    });
  });

  it('rejects a success without a JSON body as an error, never as an empty answer', async () => {
    mockApi({ 'POST photos.php': { status: 200, body: null } });
    await expect(postWithProgress('photos.php', form(), () => undefined)).rejects.toMatchObject({ status: 200 });
  });
});
