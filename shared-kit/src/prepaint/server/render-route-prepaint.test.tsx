// @vitest-environment node
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutePrepaint } from './render-route-prepaint';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

const routes = [{ id: 'lander', path: '/landers/:kind', element: <Where /> }];

describe("painting an app's route", () => {
  it('renders the route that answers the path, with its search, inside what the app wraps it in', async () => {
    const painted = await renderRoutePrepaint(routes, '/landers/video?network=x', { locale: 'nl' }, (page) => <main>{page}</main>);
    expect(painted?.html).toContain('<main><h1>/landers/video?network=x</h1></main>');
  });

  it('answers null for a path no route of the table answers', async () => {
    expect(await renderRoutePrepaint(routes, '/members/5/landing', { locale: 'nl' })).toBeNull();
  });
});
