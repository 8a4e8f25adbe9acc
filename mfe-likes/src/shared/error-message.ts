import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from './messages';

/** The catalogue text for an API error code; unknown codes get the generic text (spec 8). */
export function errorMessageOf(code: string): MessageDescriptor {
  return code === 'profile_not_found' ? sharedMessages.errorProfileNotFound : sharedMessages.errorGeneric;
}
