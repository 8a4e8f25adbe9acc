import { remotePreloads } from './remote-manifests';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js', 'src_features_a.9f8e7d6c.js'] }, css: { sync: [] } },
    },
    { name: 'new-like', path: './new-like', assets: { js: { sync: ['other.js'] } } },
  ],
};

describe('remotePreloads', () => {
  it('names the entry and the exposed routes chunks beside the manifest (publicPath auto)', () => {
    expect(remotePreloads('http://127.0.0.1:3001/builds/b/mf-manifest.json', manifest, 'routes')).toEqual({
      manifest: 'http://127.0.0.1:3001/builds/b/mf-manifest.json',
      entry: 'http://127.0.0.1:3001/builds/b/remoteEntry.js',
      scripts: [
        'http://127.0.0.1:3001/builds/b/__federation_expose_routes.1a2b3c4d.js',
        'http://127.0.0.1:3001/builds/b/src_features_a.9f8e7d6c.js',
      ],
      styles: [],
    });
  });

  it('follows an absolute publicPath and an entry in a sub-folder', () => {
    const elsewhere = {
      ...manifest,
      metaData: { publicPath: 'https://cdn.example/search/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
    };
    const files = remotePreloads('http://127.0.0.1:3001/mf-manifest.json', elsewhere, 'routes');
    expect(files?.entry).toBe('https://cdn.example/search/entry/remoteEntry.js');
    expect(files?.scripts[0]).toBe('https://cdn.example/search/__federation_expose_routes.1a2b3c4d.js');
  });

  it('gives nothing for a manifest without that expose or entry', () => {
    expect(remotePreloads('http://x/mf-manifest.json', manifest, 'nope')).toBeNull();
    expect(remotePreloads('http://x/mf-manifest.json', { exposes: manifest.exposes }, 'routes')).toBeNull();
  });
});
