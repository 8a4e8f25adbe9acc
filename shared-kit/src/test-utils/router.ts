// Routers and route helpers only tests render with (the site's router API is the kit root's, routing/router.ts).
export { MemoryRouter, Route, Routes, createMemoryRouter, useLoaderData } from 'react-router-dom';
