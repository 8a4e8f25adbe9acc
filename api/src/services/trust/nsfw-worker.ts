import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { load, type NSFWJS } from 'nsfwjs';
import sharp from 'sharp';

/**
 * The picture classifier's worker thread: nsfwjs's MobileNetV2 model (shipped inside the npm package, read
 * from node_modules, nothing fetched) on TensorFlow.js's pure-JS CPU backend. Runs here, not on the API's
 * event loop: one picture costs about a second of CPU. Messages: { id, picture } in, { id, scores } or
 * { id, error } out; { ready } once the model is loaded, or { failed } when it cannot load.
 */
const MODEL_INPUT = 224;

async function start(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  let model: NSFWJS;
  try {
    // TensorFlow.js advises its native backend and nsfwjs greets on every load, on the console: not for the API's log.
    const { info, warn } = console;
    console.info = console.warn = () => {};
    try {
      await tf.setBackend('cpu');
      model = await load('MobileNetV2');
    } finally {
      Object.assign(console, { info, warn });
    }
  } catch (error) {
    port.postMessage({ failed: String(error) });
    return;
  }
  port.postMessage({ ready: true });
  port.on('message', async ({ id, picture }: { id: number; picture: Uint8Array }) => {
    try {
      const { data, info } = await sharp(picture)
        .removeAlpha()
        .resize(MODEL_INPUT, MODEL_INPUT, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      const classes = await model.classify(pixels, 5);
      pixels.dispose();
      port.postMessage({ id, scores: Object.fromEntries(classes.map((entry) => [entry.className, entry.probability])) });
    } catch (error) {
      port.postMessage({ id, error: String(error) });
    }
  });
}

void start();
