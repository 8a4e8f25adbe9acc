// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlerRuntimeDir } from './bundler-runtime-alias';
import { esmFederationRuntimePlugins, esmSibling } from './esm-federation-runtime';

type Replace = (resource: { request: string; createData?: { resource?: string } }) => void;
// rspack's built-in plugins keep their arguments as they were given.
const argsOf = (plugin: unknown) => (plugin as { _args: [RegExp, string | Replace] })._args;

const bundlerRuntimeCommonJs = path.join(bundlerRuntimeDir(), 'index.cjs');
const errorCodesCommonJs = createRequire(
  createRequire(path.join(bundlerRuntimeDir(), 'index.js')).resolve('@module-federation/runtime'),
).resolve('@module-federation/error-codes');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'esm-runtime-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the federation runtime from its ES module builds', () => {
  it('finds the ES module file beside a federation package’s CommonJS file, under either name', () => {
    expect(bundlerRuntimeCommonJs.endsWith('.cjs') && existsSync(bundlerRuntimeCommonJs)).toBe(true);
    expect(esmSibling(bundlerRuntimeCommonJs)).toBe(bundlerRuntimeCommonJs.replace(/\.cjs$/, '.js'));
    expect(errorCodesCommonJs).toMatch(/\.cjs$/);
    expect(esmSibling(errorCodesCommonJs)).toMatch(/error-codes[\\/]dist[\\/]index\.m?js$/);
  });

  it('leaves alone files of other packages and CommonJS files with no ES module beside them', () => {
    const lonely = path.join(scratch, 'node_modules', '@module-federation', 'only-cjs', 'dist', 'index.cjs');
    mkdirSync(path.dirname(lonely), { recursive: true });
    writeFileSync(lonely, 'module.exports = {};');
    expect(esmSibling(lonely)).toBeUndefined();
    const other = path.join(scratch, 'node_modules', 'react', 'index.cjs');
    mkdirSync(path.dirname(other), { recursive: true });
    writeFileSync(other, 'module.exports = {};');
    writeFileSync(other.replace(/\.cjs$/, '.js'), 'export {};');
    expect(esmSibling(other)).toBeUndefined();
  });

  it('rewrites the request before resolution and the resolved file after it', () => {
    const [pattern, replace] = argsOf(esmFederationRuntimePlugins()[0]);
    expect(pattern.test(bundlerRuntimeCommonJs)).toBe(true);
    const before = { request: bundlerRuntimeCommonJs };
    (replace as Replace)(before);
    expect(before.request).toBe(bundlerRuntimeCommonJs.replace(/\.cjs$/, '.js'));
    const after = { request: '@module-federation/webpack-bundler-runtime', createData: { resource: bundlerRuntimeCommonJs } };
    (replace as Replace)(after);
    expect(after.createData.resource).toBe(bundlerRuntimeCommonJs.replace(/\.cjs$/, '.js'));
  });

  it('points `@module-federation/runtime`, which the federation plugin aliases to CommonJS, at its ES module build', () => {
    const [pattern, file] = argsOf(esmFederationRuntimePlugins()[1]);
    expect(pattern.test('@module-federation/runtime')).toBe(true);
    expect(pattern.test('@module-federation/runtime-core')).toBe(false);
    expect(file).toMatch(/@module-federation[\\/]runtime[\\/]dist[\\/]index\.js$/);
    expect(existsSync(file as string)).toBe(true);
  });
});
