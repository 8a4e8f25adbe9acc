import { useIntl } from 'react-intl';
import {
  ChatIcon,
  CoinIcon,
  CrownIcon,
  HeartIcon,
  SearchIcon,
  UserIcon,
  useCreditBalance,
  type CurrentUser,
  useLocation,
} from '@dating/shared-kit';
import { BottomTabBar, type BottomTabItem } from '@dating/shared-kit/ui';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { useBadgeCounts } from '../../shared/use-badge-counts';
import { creditsDestination, lowCreditLimit } from './credits-link';
import { topBarMessages as m } from './messages';
import { useRouteId } from './use-route-id';
import { showsTabBar } from './tab-bar-routes';

/** Which tab a route id belongs to (drill-down pages keep their section's tab lit). */
function activeTab(routeId: string | undefined, pathname: string): string | undefined {
  if (routeId === 'profile') return 'account';
  if (pathname.startsWith('/credits') || pathname.startsWith('/premium')) return 'credits';
  if (pathname.startsWith('/chats')) return 'chats';
  if (pathname.startsWith('/likes') || pathname.startsWith('/swipe-game')) return 'likes';
  if (pathname.startsWith('/members')) return 'search';
  if (pathname === '/login') return 'login';
  if (pathname.startsWith('/signup')) return 'signup';
  return undefined;
}

function useMemberTabs(user: CurrentUser): BottomTabItem[] {
  const intl = useIntl();
  const { unreadMessages, newLikes } = useBadgeCounts();
  const balance = useCreditBalance() ?? user.credits;
  const low = user.paid_user && balance <= lowCreditLimit;
  return [
    { id: 'search', to: '/members', label: intl.formatMessage(m.tabSearch), icon: SearchIcon },
    {
      id: 'likes',
      to: '/likes',
      label: intl.formatMessage(m.likes),
      icon: HeartIcon,
      badge: newLikes,
      badgeTone: 'primary',
      badgeLabel: intl.formatMessage(m.newLikes, { count: newLikes }),
    },
    {
      id: 'chats',
      to: '/chats',
      label: intl.formatMessage(m.messages),
      icon: ChatIcon,
      badge: unreadMessages,
      badgeTone: 'unread',
      badgeLabel: intl.formatMessage(m.unread, { count: unreadMessages }),
    },
    user.paid_user
      ? {
          id: 'credits',
          to: creditsDestination(user),
          label: intl.formatMessage(m.credits),
          icon: CoinIcon,
          // A string, so a balance of 0 still shows (in the danger colour).
          badge: low ? String(balance) : undefined,
          badgeTone: balance > 0 ? 'warning' : 'danger',
          badgeLabel: intl.formatMessage(m.balance, { count: balance }),
        }
      : { id: 'credits', to: '/premium', label: intl.formatMessage(m.premium), icon: CrownIcon },
    { id: 'account', to: '/profile', label: intl.formatMessage(m.tabAccount), icon: UserIcon },
  ];
}

function MemberTabBar({ user, activeId }: { user: CurrentUser; activeId: string | undefined }) {
  const intl = useIntl();
  const items = useMemberTabs(user);
  return <BottomTabBar aria-label={intl.formatMessage(m.menu)} items={items} activeId={activeId ?? ''} />;
}

/** Visitors: what the spec lets them reach (search, sign up, log in). */
function VisitorTabBar({ activeId }: { activeId: string | undefined }) {
  const intl = useIntl();
  const items: BottomTabItem[] = [
    { id: 'search', to: '/members', label: intl.formatMessage(m.tabSearch), icon: SearchIcon },
    { id: 'signup', to: '/signup', label: intl.formatMessage(m.tabSignup), icon: HeartIcon },
    { id: 'login', to: '/login', label: intl.formatMessage(m.tabLogin), icon: UserIcon },
  ];
  return <BottomTabBar aria-label={intl.formatMessage(m.menu)} items={items} activeId={activeId ?? ''} />;
}

/** The phone tab bar of DESIGN 3 (hidden from 768 px by the kit component). */
export function SiteTabBar() {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const routeId = useRouteId();
  if (!showsTabBar(routeId) || isLoading) return null;
  const activeId = activeTab(routeId, pathname);
  return user ? <MemberTabBar user={user} activeId={activeId} /> : <VisitorTabBar activeId={activeId} />;
}
