import { mockApi } from '../test/mock-api';
import { postWithProgress } from './post-with-progress';

const form = () => {
  const data = new FormData();
  data.append('photo', new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' }), 'me.png');
  return data;
};

const photo = { id: 20, status: 'inspection' as const, url: '/p/20.jpg', thumb: '/p/20-t.jpg', is_main: false };

describe('postWithProgress', () => {
  it('posts the form with the client header and resolves with the JSON answer', async () => {
    let requestType: string | null = null;
    const api = mockApi({
      'POST photos.php': (_call, request) => {
        requestType = request.headers.get('x-request-type');
        return { status: 201, body: { photo } };
      },
    });
    await expect(postWithProgress('photos.php', form(), () => undefined)).resolves.toEqual({ photo });
    expect(api.callsTo('POST', 'photos.php')).toHaveLength(1);
    expect(requestType).toBe('client');
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
    mockApi({}, { answer: () => ({ status: 200, body: null }) });
    await expect(postWithProgress('photos.php', form(), () => undefined)).rejects.toMatchObject({ status: 200 });
  });
});
