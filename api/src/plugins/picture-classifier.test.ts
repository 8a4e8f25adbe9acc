import { describe, expect, it } from 'vitest';
import { readAppSettings } from '../config.ts';

describe('PICTURE_CLASSIFIER and FACE_CHECK', () => {
  it('run by default and when named, are off only when set to off, and refuse other values at start', () => {
    expect(readAppSettings({}).pictureClassifierOff).toBe(false);
    expect(readAppSettings({ PICTURE_CLASSIFIER: 'nsfwjs' }).pictureClassifierOff).toBe(false);
    expect(readAppSettings({ PICTURE_CLASSIFIER: 'off' }).pictureClassifierOff).toBe(true);
    expect(() => readAppSettings({ PICTURE_CLASSIFIER: 'no' })).toThrow('Invalid PICTURE_CLASSIFIER: no (nsfwjs or off)');
    expect(readAppSettings({}).faceCheckOn).toBe(true);
    expect(readAppSettings({ FACE_CHECK: 'human' }).faceCheckOn).toBe(true);
    expect(readAppSettings({ FACE_CHECK: 'off' }).faceCheckOn).toBe(false);
    expect(() => readAppSettings({ FACE_CHECK: 'no' })).toThrow('Invalid FACE_CHECK: no (human or off)');
  });
});
