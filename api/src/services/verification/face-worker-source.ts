import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The face check's worker thread, as the source text the worker runs (`eval`, like the picture classifier's):
 * @vladmandic/human's Node WASM build on TensorFlow.js's WASM backend (its .wasm files ship inside the npm package;
 * not tfjs-node, which downloads a binary), with the face models shipped inside the human package. Human loads models
 * with fetch(): the worker answers file:// addresses from disk and refuses every other address, so nothing is ever
 * downloaded. Plain JavaScript so the same worker runs from source (tsx, tests) and compiled.
 *
 * In: { id, selfie, photos } (JPEG/PNG bytes). Out: { id, faces, match, ms } or { id, error }; { ready } once the
 * models are loaded, or { failed } when they cannot load.
 * faces: faces found in the selfie. match: the best similarity (0..1) between the selfie's largest face and any face
 * in the photos; null when either side has no face.
 */
export const FACE_WORKER_SOURCE = `
const { parentPort, workerData } = globalThis.mediaChannel ?? require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const { fileURLToPath } = require('node:url');
// Larger pictures cost time and find no more faces: a selfie or a profile photo is decoded at most this wide or high.
const MAX_SIDE = 640;

globalThis.fetch = async (url) => {
  const address = String(url);
  if (!address.startsWith('file://')) throw new Error('face check: no network access (' + address + ')');
  return new Response(await readFile(fileURLToPath(address)));
};

async function start() {
  let human, sharp;
  // Human and TensorFlow.js greet and advise on the console: not for the API's log.
  const { info, warn, log } = console;
  console.info = console.warn = console.log = () => {};
  try {
    sharp = require(workerData.sharp);
    const { Human } = require(workerData.human);
    human = new Human({
      backend: 'wasm',
      wasmPath: workerData.wasmPath,
      modelBasePath: workerData.models,
      debug: false,
      async: false,
      warmup: 'none',
      cacheSensitivity: 0,
      face: {
        enabled: true,
        detector: { rotation: true, maxDetected: 5, minConfidence: 0.3, return: false },
        mesh: { enabled: true },
        iris: { enabled: false },
        description: { enabled: true },
        emotion: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      filter: { enabled: false },
    });
    await human.load();
  } catch (error) {
    parentPort.postMessage({ failed: String(error) });
    return;
  } finally {
    Object.assign(console, { info, warn, log });
  }
  parentPort.postMessage({ ready: true });

  const facesOf = async (picture) => {
    const { data, info } = await sharp(picture, { failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = human.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
    try {
      const result = await human.detect(pixels);
      return result.face
        .filter((face) => face.embedding && face.embedding.length > 0)
        .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
    } finally {
      pixels.dispose();
    }
  };

  parentPort.on('message', async ({ id, selfie, photos }) => {
    try {
      const started = performance.now();
      const selfieFaces = await facesOf(selfie);
      let match = null;
      if (selfieFaces.length > 0) {
        const own = selfieFaces[0].embedding;
        for (const photo of photos) {
          for (const face of await facesOf(photo)) {
            const similarity = human.match.similarity(own, face.embedding);
            if (match === null || similarity > match) match = similarity;
          }
        }
      }
      parentPort.postMessage({ id, faces: selfieFaces.length, match, ms: performance.now() - started });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });
}

start();
`;

/** Where the worker finds its packages and models (resolved here, where the API's node_modules are known). */
export function faceWorkerData() {
  const require = createRequire(import.meta.url);
  // The package's exports map offers no path to the WASM build or the models; its Node entry sits beside both.
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  const wasmDist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm', { paths: [humanDist] }));
  return {
    human: join(humanDist, 'human.node-wasm.js'),
    models: `file://${join(humanDist, '..', 'models')}/`,
    wasmPath: `${wasmDist}/`,
    sharp: require.resolve('sharp'),
  };
}
