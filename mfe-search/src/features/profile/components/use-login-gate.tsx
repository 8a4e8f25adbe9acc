import { useState } from 'react';
import { LoginPromptModal } from '@dating/shared-kit/ui';

/** Runs an action for a member; a visitor gets the login prompt instead (and no API call). */
export function useLoginGate(visitor: boolean) {
  const [prompting, setPrompting] = useState(false);
  return {
    gate: (action: () => void) => () => (visitor ? setPrompting(true) : action()),
    prompt: <LoginPromptModal open={prompting} onClose={() => setPrompting(false)} />,
  };
}
