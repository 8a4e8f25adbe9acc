import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { CloseButton } from '../internal/close-button';
import { kitMessages } from '../kit-messages';
import { ToastBody, ToastRoot, ToastTitle } from './styles';
import type { ToastProps } from './types';

/** Short-lived notice announced politely (role=status); hides itself after `timeout` ms. */
export function Toast({
  tone = 'info',
  title,
  children,
  onClose,
  // Info closes itself after 5 s; an error stays until the member closes it (DESIGN 3, toasts).
  timeout = tone === 'danger' ? null : 5000,
  closeLabel,
  ...rest
}: ToastProps) {
  const intl = useIntl();
  // Hover or focus pauses the timer so nobody loses a toast they are reading or about to close.
  const [paused, setPaused] = useState(false);
  const expire = useEffectEvent(onClose);

  useEffect(() => {
    if (timeout === null || paused) return;
    const id = setTimeout(() => expire(), timeout);
    return () => clearTimeout(id);
  }, [timeout, paused]);

  return (
    <ToastRoot
      role="status"
      $tone={tone}
      {...rest}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ToastBody>
        {title ? <ToastTitle>{title}</ToastTitle> : null}
        {children}
      </ToastBody>
      <CloseButton label={closeLabel ?? intl.formatMessage(kitMessages.toastClose)} onClick={onClose} />
    </ToastRoot>
  );
}
