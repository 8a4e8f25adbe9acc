import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { siteText, useGetSettingsQuery } from '@dating/shared-kit';
import { Alert } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

interface FictionalWarningProps {
  /** The operator's singular wording as member.php sent it; without it the settings' plural wording is used. */
  text?: string | null;
  /** Several profiles (the related grid) rather than this one. */
  plural?: boolean;
}

/**
 * The fictional-profile warning with settings.fictional_icon. The operator's own wording wins in the site's
 * language (settings.domain_language); in any other locale the catalogue's translation is shown instead.
 */
export function FictionalWarning({ text, plural = false }: FictionalWarningProps) {
  const intl = useIntl();
  const { data: settings, isError } = useGetSettingsQuery();
  // Wait for the site's language rather than flash the wrong wording; without settings our translation stands.
  if (!settings && !isError) return null;
  const wording = siteText(
    settings?.domain_language,
    intl.locale,
    plural ? settings?.fictional_warning.plural : text,
    intl.formatMessage(plural ? profileMessages.fictionalWarningPlural : profileMessages.fictionalWarning),
  );
  return (
    <Alert tone="warning">
      <Row>
        {settings?.fictional_icon && <img src={`${settings.cdn_prefix}${settings.fictional_icon}`} alt="" width={24} height={24} />}
        <span>{wording}</span>
      </Row>
    </Alert>
  );
}
