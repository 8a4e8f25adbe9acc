import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseButton } from '../internal/close-button';
import { getFocusable } from '../internal/focusable';
import { kitMessages } from '../kit-messages';
import { Backdrop, Body, Footer, Header, Panel, Title } from './styles';
import type { ModalProps } from './types';
import { useFocusTrap } from './use-focus-trap';

/** Modal dialog rendered in a portal on `document.body`, with focus trapped inside while open. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  // The server has no document.body: its painted copy carries the dialog where it stands.
  if (props.inPlace) return <ModalDialog {...props} />;
  // Mounting the dialog only while open lets mount/unmount drive focus capture and restore.
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  closeLabel,
  size = 'md',
  tone = 'default',
  initialFocusRef,
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  // Only a press that starts on the backdrop closes, so a text selection dragged out of the panel does not.
  const pressStartedOnBackdrop = useRef(false);

  const trapTab = useFocusTrap(panelRef, (root) => {
    if (initialFocusRef?.current) return initialFocusRef.current;
    return getFocusable(root).find((el) => !headerRef.current?.contains(el));
  });

  useEffect(() => {
    // Lock page scroll behind the dialog; restore whatever the page had.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    trapTab(event);
  };

  const isBackdrop = (event: MouseEvent) => event.target === event.currentTarget;

  return (
    <Backdrop
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = isBackdrop(event);
      }}
      onClick={(event) => {
        if (dismissible && pressStartedOnBackdrop.current && isBackdrop(event)) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        $tone={tone}
        onKeyDown={handleKeyDown}
      >
        <Header ref={headerRef}>
          <Title id={titleId}>{title}</Title>
          {dismissible ? <CloseButton label={closeLabel ?? intl.formatMessage(kitMessages.modalClose)} onClick={onClose} /> : null}
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>
  );
}
