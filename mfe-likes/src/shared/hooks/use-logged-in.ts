import { useGetCurrentUserQuery } from '@dating/shared-kit';

/** 'loading' until user.php answered; the likes calls are only made for members (a visitor's 403 would log out). */
export function useLoggedIn(): 'loading' | 'member' | 'visitor' {
  const { data, isLoading, isError } = useGetCurrentUserQuery();
  if (isLoading) return 'loading';
  if (isError) return 'visitor';
  return data?.user ? 'member' : 'visitor';
}
