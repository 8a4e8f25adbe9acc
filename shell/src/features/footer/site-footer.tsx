import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { selectLocale, useAppSelector, Link } from '@dating/shared-kit';

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The footer links, in this order. */
export const footerLinks = [
  { to: '/terms', message: { id: 'shell.footer.terms' } },
  { to: '/privacy', message: { id: 'shell.footer.privacy' } },
  { to: '/cookies', message: { id: 'shell.footer.cookies' } },
  { to: '/ban', message: { id: 'shell.footer.ban' } },
  { to: '/pricing', message: { id: 'shell.footer.pricing' } },
  { to: '/complaints', message: { id: 'shell.footer.complaints' } },
  { to: '/return-policy', message: { id: 'shell.footer.returnPolicy' } },
  { to: '/faq', message: { id: 'shell.footer.faq' } },
  { to: '/service', message: { id: 'shell.footer.support' } },
] as const;

export function SiteFooter() {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  return (
    <Footer>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.label' })}>
        <Links>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <FormattedMessage {...link.message} />
              </Link>
            </li>
          ))}
        </Links>
      </nav>
      {/* The US footer is only shown for English (spec, top bar and footer). */}
      {locale === 'en' && (
        <p data-testid="us-footer">
          <FormattedMessage id="shell.footer.us" />
        </p>
      )}
    </Footer>
  );
}
