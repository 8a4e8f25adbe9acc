import { describe, expect, it } from 'vitest';
import { readAppSettings } from '../config.ts';

describe('PICTURE_CLASSIFIER', () => {
  it('is on only when set to nsfwjs, and refuses other values at start', () => {
    expect(readAppSettings({}).pictureClassifierOff).toBe(true);
    expect(readAppSettings({ PICTURE_CLASSIFIER: 'nsfwjs' }).pictureClassifierOff).toBe(false);
    expect(readAppSettings({ PICTURE_CLASSIFIER: 'off' }).pictureClassifierOff).toBe(true);
    expect(() => readAppSettings({ PICTURE_CLASSIFIER: 'no' })).toThrow('Invalid PICTURE_CLASSIFIER: no (nsfwjs or off)');
  });
});
