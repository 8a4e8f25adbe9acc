export { renderWithKit, expectNoAxeViolations } from './render-with-kit';
export type { RenderWithKitOptions } from './render-with-kit';
export { kitCatalogues } from './kit-catalogues';
export { renderRoutes } from './render-routes';
export { describeRemoteRoutes } from './describe-remote-routes';
export type { RemoteFrame, RenderRemoteAt } from './describe-remote-routes';
export { routeContractProblems, samplePaths } from './route-contract-problems';
export { MemoryRouter, Route, Routes, createMemoryRouter, useLoaderData } from './router';
