import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { OwnProfile } from '@dating/shared-kit';
import { Alert, Button, TextField } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useShellUpdateOwnProfileMutation } from '../api/own-profile';
import { profileErrorPrefix, profileMessages } from '../messages';
import { nameError, nameMaxLength } from '../rules/name-rules';
import type { AttributeName } from '../rules/profile-attributes';
import { AttributeSelect } from './attribute-select';
import { InterestChips } from './interest-chips';
import { LivingArea } from './living-area';
import { draftOf, fieldOfPath } from './profile-draft';
import type { ProfileDraft } from './profile-draft';
import { Actions, ErrorText, FieldGrid, Label, Section, SectionTitle, Small, TextArea } from './styles';

/** About-me limit (api/src/contracts/profile.ts ABOUT_MAX_LENGTH). */
const aboutMaxLength = 2000;
const attributeFields: AttributeName[] = ['gender', 'sexuality', 'relationship_status', 'hair_colour', 'eye_colour', 'body_type', 'tattoos', 'reason'];

type FieldErrors = Partial<Record<keyof ProfileDraft, string>>;

/** The profile form: name, birth date, about me, attributes, interests, living area; errors per field. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [nameTouched, setNameTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [update, { isLoading, isSuccess, error, reset }] = useShellUpdateOwnProfileMutation();
  const change = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // An edited field's old server error no longer applies.
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
    if (isSuccess) reset();
  };

  const localNameError = nameError(draft.name, profile.email);
  const errorText = (code: string, params?: Record<string, string | number>) =>
    translateApiError(intl, { code, params }, profileErrorPrefix, profileMessages.generic.id);
  const errors: FieldErrors = {
    ...serverErrors,
    ...(nameTouched && localNameError ? { name: errorText(localNameError, { max: nameMaxLength }) } : {}),
  };
  const failure = apiErrorOf(error);
  const unplacedFailure = failure && !failure.details?.length ? failure : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (localNameError) return;
    const result = await update({ ...draft, name: draft.name.trim(), about: draft.about.trim() });
    const rejected = 'error' in result ? apiErrorOf(result.error) : undefined;
    if (rejected?.details?.length) {
      setServerErrors(
        Object.fromEntries(
          rejected.details.map((detail) => [fieldOfPath(detail.path), translateApiError(intl, { ...detail, code: detail.code ?? rejected.code, params: rejected.params }, profileErrorPrefix, profileMessages.generic.id)]),
        ),
      );
    }
  };

  return (
    <Section aria-labelledby="profile-details-heading">
      <SectionTitle id="profile-details-heading">{intl.formatMessage(profileMessages.detailsHeading)}</SectionTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldGrid>
          <TextField
            label={intl.formatMessage(profileMessages.name)}
            value={draft.name}
            maxLength={nameMaxLength + 10}
            autoComplete="nickname"
            error={errors.name}
            onChange={(event) => change({ name: event.target.value })}
            onBlur={() => setNameTouched(true)}
          />
          <TextField
            label={intl.formatMessage(profileMessages.dateOfBirth)}
            type="date"
            value={draft.date_of_birth}
            autoComplete="bday"
            error={errors.date_of_birth}
            onChange={(event) => change({ date_of_birth: event.target.value })}
          />
        </FieldGrid>
        <div>
          <Label htmlFor="profile-about">{intl.formatMessage(profileMessages.about)}</Label>
          <TextArea
            id="profile-about"
            value={draft.about}
            maxLength={aboutMaxLength}
            aria-describedby="profile-about-count"
            aria-invalid={errors.about ? true : undefined}
            onChange={(event) => change({ about: event.target.value })}
          />
          <Small id="profile-about-count">
            {intl.formatMessage(profileMessages.aboutCount, { count: draft.about.length, max: aboutMaxLength })}
          </Small>
          {errors.about && <ErrorText role="alert">{errors.about}</ErrorText>}
        </div>
        <FieldGrid>
          {attributeFields.map((name) => (
            <AttributeSelect
              key={name}
              name={name}
              value={draft[name]}
              error={errors[name]}
              onChange={(value) => change({ [name]: value } as Partial<ProfileDraft>)}
            />
          ))}
        </FieldGrid>
        <InterestChips value={draft.interests} error={errors.interests} onChange={(interests) => change({ interests })} />
        <LivingArea
          value={{ country: draft.country, region_id: draft.region_id }}
          errors={{ country: errors.country, region_id: errors.region_id }}
          onChange={(area) => change(area)}
        />
        {unplacedFailure && (
          <Alert tone="danger">{translateApiError(intl, unplacedFailure, profileErrorPrefix, profileMessages.generic.id)}</Alert>
        )}
        {failure?.details?.length ? <Alert tone="danger">{intl.formatMessage(profileMessages.fixErrors)}</Alert> : null}
        <Actions>
          <Button type="submit" variant="primary" loading={isLoading}>
            {intl.formatMessage(profileMessages.save)}
          </Button>
          {isSuccess && <span role="status">{intl.formatMessage(profileMessages.saved)}</span>}
        </Actions>
      </form>
    </Section>
  );
}
