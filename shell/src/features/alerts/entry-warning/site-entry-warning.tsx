import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetCurrentUserQuery, useGetSettingsQuery } from '@dating/shared-kit';
import type { LayoutName } from '@dating/shared-kit';
import { Button, Modal, useModalTurn } from '@dating/shared-kit/ui';
import { alertMessages } from '../messages';
import { shouldShowEntryWarning } from './entry-warning-rule';
import { entryWarningDismissed, storeEntryWarningDismissal } from './entry-warning-storage';
import { isInstalledApp } from './is-installed-app';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

/** Where a visitor who is not an adult is sent. */
const leaveUrl = 'https://www.google.com/';

/**
 * The 18+ entry modal for logged-out visitors. It waits for the user and settings calls, so a member
 * never sees it flash; only the explicit confirmation closes it (no Escape, no backdrop).
 */
export function SiteEntryWarning({ layout }: { layout: LayoutName }) {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const { data: session, isSuccess, isError } = useGetCurrentUserQuery();
  const [dismissed, setDismissed] = useState(entryWarningDismissed);
  const known = settings !== undefined && (isSuccess || isError);
  const open =
    known &&
    shouldShowEntryWarning({
      loggedIn: Boolean(session?.user),
      standalone: isInstalledApp(),
      dismissed,
      settings,
      layout,
    });
  // Highest modal priority: anything else (new like, time bonus) waits until the visitor has answered.
  const turn = useModalTurn('entry-warning', open);
  const confirm = () => {
    storeEntryWarningDismissal();
    setDismissed(true);
  };
  return (
    <Modal
      open={turn}
      dismissible={false}
      onClose={confirm}
      title={intl.formatMessage(alertMessages.entryTitle)}
      footer={
        <Actions>
          <Button as="a" href={leaveUrl} variant="secondary">
            {intl.formatMessage(alertMessages.entryLeave)}
          </Button>
          <Button variant="primary" onClick={confirm}>
            {intl.formatMessage(alertMessages.entryConfirm)}
          </Button>
        </Actions>
      }
    >
      <p>{intl.formatMessage(alertMessages.entryText, { name: settings?.name ?? '' })}</p>
    </Modal>
  );
}
