import type { RouteObject } from 'react-router-dom';
import { familyOfPath, routeFamilies } from '../routing/route-contract';
import type { RemoteName } from '../routing/route-handle';

interface FlatRoute {
  id: string | undefined;
  path: string;
}

const joinPath = (parent: string, path: string | undefined) => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

function flatten(routes: readonly RouteObject[], parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const path = joinPath(parent, route.path);
    return [{ id: route.id, path }, ...flatten(route.children ?? [], path)];
  });
}

/** Example paths a pattern matches: params filled in, optional segments both present and absent. */
export function samplePaths(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const value = name.startsWith(':') ? '7' : name === '*' ? 'any/thing' : name;
    paths = paths.flatMap((path) => (optional ? [path, `${path}/${value}`] : [`${path}/${value}`]));
  }
  return paths.map((path) => path || '/');
}

/**
 * Every way a remote's `./routes` differs from the route contract in shared-kit: ids missing on one side,
 * routes without an id, ids used twice, and paths the shell would not send to this remote. Empty when
 * both sides agree; a remote's test asserts `toEqual([])`.
 */
export function routeContractProblems(owner: RemoteName, routes: readonly RouteObject[]): string[] {
  const declared = Object.keys(routeFamilies[owner].routes);
  const flat = flatten(routes);
  const ids = flat.flatMap((route) => (route.id ? [route.id] : []));
  const problems: string[] = [];
  for (const id of declared) if (!ids.includes(id)) problems.push(`${id}: in the contract, not in the routes`);
  for (const id of ids) if (!declared.includes(id)) problems.push(`${id}: in the routes, not in the contract`);
  for (const id of new Set(ids)) if (ids.filter((other) => other === id).length > 1) problems.push(`${id}: used twice`);
  for (const route of flat) {
    if (!route.id) problems.push(`${route.path}: a route without an id`);
    for (const path of samplePaths(route.path)) {
      const family = familyOfPath(path);
      if (family?.owner !== owner)
        problems.push(`${route.id ?? route.path}: ${path} selects ${family?.owner ?? 'the shell'}, not ${owner}`);
    }
  }
  return problems;
}
