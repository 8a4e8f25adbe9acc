import type { RuleSetRule } from '@rspack/core';

/** The rule that compiles the apps' TypeScript and JSX with rspack's built-in swc, for the client and prepaint builds. */
export function typeScriptRule({ target, development }: { target: string; development: boolean }): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
    type: 'javascript/auto',
  };
}
