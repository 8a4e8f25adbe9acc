import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CLASSIFY_TIMEOUT_MS, workerPictureClassifier } from './picture-classifier.ts';
import { verdictFrom } from './picture-verdict.ts';

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_details: object, message: string) => void lines.push({ level, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

/** A generated picture with some structure (a gradient and shapes), not a flat colour. */
async function generatedPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#87ceeb"/><stop offset="1" stop-color="#2e8b57"/></linearGradient></defs>
    <rect width="320" height="240" fill="url(#g)"/><circle cx="160" cy="120" r="60" fill="#f4a460"/><rect x="20" y="180" width="280" height="40" fill="#8b4513"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

// At niceness 0 and with the classifier's own bound: these check the model's answers, and beside the other test
// files a niced child waits for a free core longer than a test may take.
describe('the nsfwjs worker (the real model, shipped inside the npm package)', { timeout: CLASSIFY_TIMEOUT_MS }, () => {
  const { log, lines } = recordingLog();
  const classifier = workerPictureClassifier({ log, nice: 0 });
  afterAll(() => classifier.close());

  it('classifies a real picture and answers the five class scores, summing to 1', async () => {
    const verdict = await classifier.classify(await generatedPhoto());
    expect(verdict, JSON.stringify(lines)).not.toBeNull();
    expect(Object.keys(verdict!.scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
    const sum = Object.values(verdict!.scores).reduce((total, score) => total + score, 0);
    expect(sum).toBeCloseTo(1, 3);
    expect(verdict).toEqual(verdictFrom(verdict!.scores));
    expect(lines).toEqual([]);
  });

  it('answers null (and logs) for bytes that are no picture, and keeps working after it', async () => {
    expect(await classifier.classify(Buffer.from('not a picture'))).toBeNull();
    expect(lines).toEqual([{ level: 'warn', message: 'picture classifier: a picture could not be classified' }]);
    expect(await classifier.classify(await generatedPhoto())).not.toBeNull();
  });
});

describe('without a working classifier the picture goes on unchecked', () => {
  it('a worker that cannot start answers null and logs an error', async () => {
    const { log, lines } = recordingLog();
    const classifier = workerPictureClassifier({ log, source: new URL('./no-such-worker.js', import.meta.url) });
    expect(await classifier.classify(Buffer.from('x'))).toBeNull();
    expect(lines.map((line) => line.level)).toContain('error');
    await classifier.close();
  });

  it('a worker that never answers is given up on after the time bound', async () => {
    const { log, lines } = recordingLog();
    const silent = new URL('data:text/javascript,setInterval(() => {}, 60000)');
    const classifier = workerPictureClassifier({ log, source: silent, timeoutMs: 50 });
    expect(await classifier.classify(Buffer.from('x'))).toBeNull();
    expect(lines).toEqual([{ level: 'warn', message: 'picture classifier: no verdict in time; the picture goes unchecked' }]);
    await classifier.close();
  });
});

describe('verdictFrom', () => {
  it('calls explicit what Porn and Hentai (and half of Sexy) make at least 0.5', () => {
    expect(verdictFrom({ Porn: 0.45, Hentai: 0.05, Sexy: 0, Neutral: 0.5, Drawing: 0 }).explicit).toBe(true);
    expect(verdictFrom({ Porn: 0.1, Hentai: 0, Sexy: 0.7, Neutral: 0.2, Drawing: 0 }).explicit).toBe(false);
    expect(verdictFrom({ Porn: 0.2, Hentai: 0, Sexy: 0.6, Neutral: 0.2, Drawing: 0 }).explicit).toBe(true);
    expect(verdictFrom({ Porn: 0.01, Hentai: 0.01, Sexy: 0.02, Neutral: 0.9, Drawing: 0.06 }).explicit).toBe(false);
  });
});
