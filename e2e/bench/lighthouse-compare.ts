/**
 * Compares a Lighthouse bench result (LIGHTHOUSE_OUT of lighthouse.ts) with lighthouse-budget.json, and with
 * an earlier result when given: `tsx bench/lighthouse-compare.ts after.json [before.json]`. Prints the same
 * table, each route's earlier performance beside it; exits 1 when a route misses its budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LighthouseBudget } from './lighthouse/budget';
import { printLighthouseTable, type RouteRuns } from './lighthouse/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const [afterFile, beforeFile] = process.argv.slice(2);
if (!afterFile) {
  console.error('usage: tsx bench/lighthouse-compare.ts after.json [before.json]');
  process.exit(2);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RouteRuns[];
const budget = JSON.parse(readFileSync(path.join(here, 'lighthouse-budget.json'), 'utf8')) as LighthouseBudget;
const missed = printLighthouseTable(read(afterFile), budget, beforeFile ? read(beforeFile) : undefined);
if (missed > 0) {
  console.error(`\n${missed} route(s) miss their Lighthouse budget`);
  process.exit(1);
}
