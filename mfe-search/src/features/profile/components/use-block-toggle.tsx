import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MemberProfile } from '@dating/shared-kit';
import { profileMessages } from '../profile-messages';
import { ConfirmModal } from './confirm-modal';
import { useProfileBlock, useProfileUnblock } from './relation-mutations';

/** Block or unblock after a confirmation dialog; `ask` opens it, `modal` renders it. */
export function useBlockToggle(profile: Pick<MemberProfile, 'id' | 'name' | 'blocked'>) {
  const intl = useIntl();
  const { id, name, blocked } = profile;
  const [confirming, setConfirming] = useState(false);
  const [block, blockState] = useProfileBlock(id);
  const [unblock, unblockState] = useProfileUnblock(id);
  const toggle = async () => {
    const done = await (blocked ? unblock(id) : block(id));
    if (!('error' in done)) setConfirming(false);
  };
  return {
    ask: () => setConfirming(true),
    modal: (
      <ConfirmModal
        open={confirming}
        title={intl.formatMessage(blocked ? profileMessages.unblockTitle : profileMessages.blockTitle, { name })}
        body={intl.formatMessage(blocked ? profileMessages.unblockBody : profileMessages.blockBody)}
        confirmLabel={intl.formatMessage(blocked ? profileMessages.unblock : profileMessages.block)}
        busy={blockState.isLoading || unblockState.isLoading}
        onConfirm={() => void toggle()}
        onClose={() => setConfirming(false)}
      />
    ),
  };
}
