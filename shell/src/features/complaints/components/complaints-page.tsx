import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMessageById, PageFrame, useGetCurrentUserQuery } from '@dating/shared-kit';
import { applyApiFieldErrors, FormSelect, FormTextArea, FormTextField, KitForm, useForm } from '@dating/shared-kit/forms';
import { Alert, Button } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellSendComplaintMutation } from '../api/send-complaint';
import { complaintErrorPrefix, complaintFieldErrors, complaintMessages, complaintSubjectMessages } from '../messages';
import { complaintErrors, complaintSubjects, messageLength } from '../rules/complaint-rules';
import type { ComplaintDraft, ComplaintField } from '../rules/complaint-rules';

const Form = styled(KitForm<ComplaintDraft>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
`;

const emptyDraft: ComplaintDraft = { name: '', email: '', subject: '', message: '', url: '' };
const fields: ComplaintField[] = ['name', 'email', 'subject', 'message', 'url'];

/** A field's check: the one rule set of complaint-rules.ts, answered as the message id of its error. */
const ruleOf = (field: ComplaintField) => ({
  validate: (_: unknown, draft: ComplaintDraft) => {
    const code = complaintErrors(draft)[field];
    return code ? (complaintFieldErrors[field][code] ?? complaintFieldErrors[field].invalid).id : true;
  },
});

/** /complaints: name, email, subject, message and an optional url; checked here and by the API. */
export function ComplaintsPage({ routeId }: { routeId: string }) {
  const intl = useIntl();
  const { data: session } = useGetCurrentUserQuery();
  const user = session?.user;
  const form = useForm<ComplaintDraft>({ defaultValues: emptyDraft });
  const [send, { isLoading, isSuccess, error, reset }] = useShellSendComplaintMutation();
  // A member need not type what the site knows; filled once when the user is known, still editable.
  const memberName = user?.profile.name ?? '';
  const memberEmail = user?.email ?? '';
  useEffect(() => {
    if (!form.getValues('name') && memberName) form.setValue('name', memberName);
    if (!form.getValues('email') && memberEmail) form.setValue('email', memberEmail);
  }, [form, memberName, memberEmail]);
  const failure = apiErrorOf(error);
  const { errors } = form.formState;
  // A changed form makes the API's last answer stale.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (failure) reset();
    });
    return () => subscription.unsubscribe();
  }, [form, failure, reset]);

  const submit = async (value: ComplaintDraft) => {
    const url = value.url.trim();
    const result = await send({
      name: value.name.trim(),
      email: value.email.trim(),
      subject: value.subject as Exclude<ComplaintDraft['subject'], ''>,
      message: value.message.trim(),
      ...(url ? { url } : {}),
    });
    const rejected = 'error' in result ? apiErrorOf(result.error) : undefined;
    if (rejected?.details.length)
      applyApiFieldErrors(form.setError, rejected.details, fields, (field) => complaintFieldErrors[field as ComplaintField].invalid.id);
  };

  const startOver = () => {
    form.reset(emptyDraft);
    reset();
  };

  return (
    <PageFrame app="shell" routeId={routeId} title={formatMessageById(intl, `shell.page.${routeId}.title`)}>
      <p>{formatMessageById(intl, `shell.page.${routeId}.intro`)}</p>
      {isSuccess ? (
        <Alert tone="success">
          <p>{intl.formatMessage(complaintMessages.success)}</p>
          <Button variant="secondary" size="sm" onClick={startOver}>
            {intl.formatMessage(complaintMessages.another)}
          </Button>
        </Alert>
      ) : (
        <Form form={form} onValid={submit}>
          <FormTextField<ComplaintDraft>
            name="name"
            label={intl.formatMessage(complaintMessages.name)}
            autoComplete="name"
            rules={ruleOf('name')}
          />
          <FormTextField<ComplaintDraft>
            name="email"
            label={intl.formatMessage(complaintMessages.email)}
            type="email"
            autoComplete="email"
            rules={ruleOf('email')}
          />
          <FormSelect<ComplaintDraft> name="subject" label={intl.formatMessage(complaintMessages.subject)} rules={ruleOf('subject')}>
            <option value="">{intl.formatMessage(complaintMessages.subjectChoose)}</option>
            {complaintSubjects.map((subject) => (
              <option key={subject} value={subject}>
                {intl.formatMessage(complaintSubjectMessages[subject])}
              </option>
            ))}
          </FormSelect>
          <FormTextArea<ComplaintDraft>
            name="message"
            label={intl.formatMessage(complaintMessages.message)}
            maxLength={messageLength.max}
            rules={ruleOf('message')}
            messageValues={messageLength}
            // The hint repeats the limits the error already names; one text is enough for a screen reader.
            hint={errors.message ? undefined : intl.formatMessage(complaintMessages.messageHint, messageLength)}
          />
          <FormTextField<ComplaintDraft>
            name="url"
            label={intl.formatMessage(complaintMessages.url)}
            type="url"
            hint={intl.formatMessage(complaintMessages.urlHint)}
            rules={ruleOf('url')}
          />
          {failure && !failure.details.length && (
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
