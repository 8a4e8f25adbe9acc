import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame, useGetCurrentUserQuery } from '@dating/shared-kit';
import { Alert, Button, Select, TextField } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellSendComplaintMutation } from '../api/send-complaint';
import { complaintErrorPrefix, complaintMessages } from '../messages';
import { complaintErrors, complaintSubjects, messageLength } from '../rules/complaint-rules';
import type { ComplaintDraft, ComplaintField, ComplaintFieldError } from '../rules/complaint-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 10rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : 'inherit')};
`;

const emptyDraft: ComplaintDraft = { name: '', email: '', subject: '', message: '', url: '' };

/** Which form field an API validation path ('body/email') belongs to. */
const fieldOf = (path: string) => path.replace(/^\/?body\/?/, '').split('/')[0] as ComplaintField;

/** /complaints: name, email, subject, message and an optional url; checked here and by the API. */
export function ComplaintsPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { data: session } = useGetCurrentUserQuery();
  const user = session?.user;
  const [draft, setDraft] = useState<ComplaintDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const [send, { isLoading, isSuccess, error, reset }] = useShellSendComplaintMutation();
  // A member need not type what the site knows; filled once when the user is known, still editable.
  const memberName = user?.profile.name ?? '';
  const memberEmail = user?.email ?? '';
  useEffect(() => {
    if (!memberName && !memberEmail) return;
    setDraft((current) => ({ ...current, name: current.name || memberName, email: current.email || memberEmail }));
  }, [memberName, memberEmail]);
  const value = draft;
  const localErrors = tried ? complaintErrors(value) : {};
  const failure = apiErrorOf(error);
  const serverErrors: Partial<Record<ComplaintField, ComplaintFieldError>> = Object.fromEntries(
    (failure?.details ?? []).map((detail) => [fieldOf(detail.path), 'invalid' as const]),
  );
  const errors = { ...serverErrors, ...localErrors };
  const errorText = (field: ComplaintField) => {
    const code = errors[field];
    return code ? intl.formatMessage(complaintMessages.fieldError(field, code), messageLength) : undefined;
  };
  const change = (patch: Partial<ComplaintDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (failure) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(complaintErrors(value)).length > 0 || !value.subject) return;
    const url = value.url.trim();
    await send({
      name: value.name.trim(),
      email: value.email.trim(),
      subject: value.subject,
      message: value.message.trim(),
      ...(url ? { url } : {}),
    });
  };

  const startOver = () => {
    setDraft(emptyDraft);
    setTried(false);
    reset();
  };

  return (
    <PageFrame app="shell" routeId={routeId} title={intl.formatMessage({ id: `shell.page.${routeId}.title` })}>
      <p>{intl.formatMessage({ id: `shell.page.${routeId}.intro` })}</p>
      {isSuccess ? (
        <Alert tone="success">
          <p>{intl.formatMessage(complaintMessages.success)}</p>
          <Button variant="secondary" size="sm" onClick={startOver}>
            {intl.formatMessage(complaintMessages.another)}
          </Button>
        </Alert>
      ) : (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={intl.formatMessage(complaintMessages.name)} value={value.name} autoComplete="name" error={errorText('name')} onChange={(event) => change({ name: event.target.value })} />
          <TextField
            label={intl.formatMessage(complaintMessages.email)}
            type="email"
            value={value.email}
            autoComplete="email"
            error={errorText('email')}
            onChange={(event) => change({ email: event.target.value })}
          />
          <Select
            label={intl.formatMessage(complaintMessages.subject)}
            value={value.subject}
            error={errorText('subject')}
            onChange={(event) => change({ subject: event.target.value as ComplaintDraft['subject'] })}
          >
            <option value="">{intl.formatMessage(complaintMessages.subjectChoose)}</option>
            {complaintSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {intl.formatMessage(complaintMessages.subjectOption(subject))}
              </option>
            ))}
          </Select>
          <div>
            <label htmlFor="complaint-message">{intl.formatMessage(complaintMessages.message)}</label>
            <TextArea
              id="complaint-message"
              value={value.message}
              maxLength={messageLength.max}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'complaint-message-error' : 'complaint-message-hint'}
              onChange={(event) => change({ message: event.target.value })}
            />
            {errors.message ? (
              <Hint id="complaint-message-error" $error>
                {errorText('message')}
              </Hint>
            ) : (
              <Hint id="complaint-message-hint">{intl.formatMessage(complaintMessages.messageHint, messageLength)}</Hint>
            )}
          </div>
          <TextField
            label={intl.formatMessage(complaintMessages.url)}
            type="url"
            value={value.url}
            hint={intl.formatMessage(complaintMessages.urlHint)}
            error={errorText('url')}
            onChange={(event) => change({ url: event.target.value })}
          />
          {failure && !failure.details?.length && (
            <Alert tone="danger">{translateApiError(intl, failure, complaintErrorPrefix, complaintMessages.generic.id)}</Alert>
          )}
          {Object.keys(errors).length > 0 && <Alert tone="danger">{intl.formatMessage(complaintMessages.fixErrors)}</Alert>}
          <div>
            <Button type="submit" variant="primary" loading={isLoading}>
              {intl.formatMessage(complaintMessages.submit)}
            </Button>
          </div>
        </Form>
      )}
    </PageFrame>
  );
}
