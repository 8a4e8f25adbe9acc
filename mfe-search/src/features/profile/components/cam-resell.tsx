import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetSettingsQuery, Link } from '@dating/shared-kit';
import { Button, Card } from '@dating/shared-kit/ui';
import { profileMessages } from '../profile-messages';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * The cam-resell block (setting member_resell): a card offering the member live on cam. It leads to
 * the member's landing page (/members/:id/landing, owned by mfe-landers), where the resell offer is made; the
 * spec names no cam provider, so no outside address is baked in here.
 */
export function CamResell({ id, name }: { id: number; name: string }) {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  if (!settings?.member_resell) return null;
  return (
    <Card as="section" padding="md" elevated aria-labelledby="cam-resell-heading" data-testid="cam-resell">
      <Title id="cam-resell-heading">{intl.formatMessage(profileMessages.camTitle, { name })}</Title>
      <p>{intl.formatMessage(profileMessages.camBody, { name })}</p>
      <Button as={Link} to={`/members/${id}/landing`} variant="primary">
        {intl.formatMessage(profileMessages.camAction)}
      </Button>
    </Card>
  );
}
