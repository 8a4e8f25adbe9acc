/**
 * The picture classifier's worker thread, as the source text the worker runs (`eval`): nsfwjs's MobileNetV2
 * model (shipped inside the npm package as JS modules, nothing fetched) on TensorFlow.js's pure-JS CPU backend.
 * Kept as plain JavaScript text so the same worker runs from source (tsx, tests) and compiled, with no
 * TypeScript loader in the thread; the packages' paths come resolved in workerData.
 * Messages: { id, picture } in, { id, scores } or { id, error } out; { ready } once the model is loaded, or
 * { failed } when it cannot load.
 */
export const NSFW_WORKER_SOURCE = `
const { parentPort, workerData } = globalThis.mediaChannel ?? require('node:worker_threads');
const MODEL_INPUT = 224;

async function start() {
  let tf, model, sharp;
  try {
    // TensorFlow.js advises its native backend and nsfwjs greets on every load, on the console: not for the API's log.
    const { info, warn } = console;
    console.info = console.warn = () => {};
    try {
      tf = await import(workerData.tfjs);
      sharp = (await import(workerData.sharp)).default;
      const nsfwjs = await import(workerData.nsfwjs);
      await tf.setBackend('cpu');
      model = await nsfwjs.load('MobileNetV2');
    } finally {
      Object.assign(console, { info, warn });
    }
  } catch (error) {
    parentPort.postMessage({ failed: String(error) });
    return;
  }
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async ({ id, picture }) => {
    try {
      const { data, info } = await sharp(picture)
        .removeAlpha()
        .resize(MODEL_INPUT, MODEL_INPUT, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      const classes = await model.classify(pixels, 5);
      pixels.dispose();
      parentPort.postMessage({ id, scores: Object.fromEntries(classes.map((entry) => [entry.className, entry.probability])) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });
}

start();
`;

/** Where the worker finds its packages (resolved here, where the API's node_modules are known). */
export const nsfwWorkerData = () => ({
  tfjs: import.meta.resolve('@tensorflow/tfjs'),
  nsfwjs: import.meta.resolve('nsfwjs'),
  sharp: import.meta.resolve('sharp'),
});
