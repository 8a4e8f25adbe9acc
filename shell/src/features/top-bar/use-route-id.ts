import { useMatches } from '@dating/shared-kit';

/** The id of the deepest matched route: the spec's route name (members-id, likes-type, ...). */
export function useRouteId(): string | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.id;
}
