// Routers and route helpers only tests render with (the site's router API is listed in the kit's root index).
export { MemoryRouter, Route, Routes, createMemoryRouter, useLoaderData } from 'react-router-dom';
