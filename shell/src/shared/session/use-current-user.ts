import { useSession } from '@dating/shared-kit';
import type { Session } from '@dating/shared-kit';

export type CurrentUserState = Session;

/** The logged-in member, or null: the kit's session (user.php), shared by the shell and every remote. */
export const useCurrentUser = useSession;
