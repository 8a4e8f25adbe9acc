import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { apiErrorOf, translateApiError, useKitReportMutation, withAppMessages } from '@dating/shared-kit';
import type { ReportKind, ReportReason } from '@dating/shared-kit';
import { Alert, Button, Checkbox, Modal, Select } from '@dating/shared-kit/ui';
import { loadReportMessages, reportErrorPrefix, reportMessages, reportReasonMessages, reportReasons } from './report-messages';

const TEXT_MAX = 1000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const TextArea = styled.textarea`
  min-height: 5rem;
  font: inherit;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ReportDialogProps {
  kind: ReportKind;
  /** The member, photo or message id. */
  id: number;
  /** The reported member's name, for the title and the block choice. */
  name: string;
  /** With the API's answer once the report went through (its `blocked` says the conversation is gone). */
  onClose: (result?: { blocked: boolean }) => void;
}

/**
 * Reports a member, one of their photos or a message: a reason from the API's short list, an optional text and
 * "also block". Apps load it with `lazy(() => import('@dating/shared-kit/report-dialog'))` only when a member opens
 * it, so no page carries it. It imports the kit by its package name, never by a relative path: the chunk an app
 * builds for it then takes the shell's one kit (its store and endpoints) instead of bundling a second copy.
 */
function ReportDialog({ kind, id, name, onClose }: ReportDialogProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [block, setBlock] = useState(false);
  const [missing, setMissing] = useState(false);
  const [report, { isLoading, isSuccess, error, data }] = useKitReportMutation();
  const close = () => onClose(data);
  const failure = apiErrorOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    const trimmed = text.trim();
    void report({ kind, id, reason, block, ...(trimmed ? { text: trimmed } : {}) });
  };

  return (
    <Modal open onClose={close} size="sm" title={intl.formatMessage(reportMessages.title, { name })}>
      {isSuccess ? (
        <Form as="div">
          <Alert tone="success">{intl.formatMessage(reportMessages.done)}</Alert>
          <Actions>
            <Button variant="primary" onClick={close}>
              {intl.formatMessage(reportMessages.close)}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Form onSubmit={submit} noValidate>
          <p>{intl.formatMessage(reportMessages.intro, { name })}</p>
          <Select
            label={intl.formatMessage(reportMessages.reason)}
            value={reason}
            required
            error={missing && !reason ? intl.formatMessage(reportMessages.reasonMissing) : undefined}
            onChange={(event) => setReason(event.target.value as ReportReason | '')}
          >
            <option value="">{intl.formatMessage(reportMessages.reasonChoose)}</option>
            {reportReasons.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(reportReasonMessages[value])}
              </option>
            ))}
          </Select>
          <Label>
            {intl.formatMessage(reportMessages.text)}
            <TextArea value={text} maxLength={TEXT_MAX} onChange={(event) => setText(event.target.value)} />
          </Label>
          <Checkbox
            label={intl.formatMessage(reportMessages.block, { name })}
            checked={block}
            onChange={(event) => setBlock(event.target.checked)}
          />
          {failure && <Alert tone="danger">{translateApiError(intl, failure, reportErrorPrefix, reportMessages.generic.id)}</Alert>}
          <Actions>
            <Button variant="secondary" onClick={close}>
              {intl.formatMessage(reportMessages.cancel)}
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              {intl.formatMessage(reportMessages.send)}
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}

/** The dialog's texts come with its chunk, so neither the kit's catalogue nor a page's carries them. */

export default withAppMessages('kit-report', loadReportMessages, ReportDialog);
