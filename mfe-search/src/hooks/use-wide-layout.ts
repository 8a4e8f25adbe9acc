import { useTheme } from 'styled-components';
import { useMediaQuery } from '@dating/shared-kit';

/** From the lg breakpoint (992 px): inline search filters, the profile's gallery beside its details. */
export function useWideLayout(): boolean {
  const theme = useTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
}
