import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatMessageById } from '@dating/shared-kit';
import type { OwnProfile } from '@dating/shared-kit';
import { applyApiFieldErrors, Controller, FormTextArea, FormTextField, KitForm, useForm, useWatch } from '@dating/shared-kit/forms';
import type { Path } from '@dating/shared-kit/forms';
import { Alert, Button } from '@dating/shared-kit/ui';
import { apiErrorOf, translateApiError } from '../../../lib/api-error';
import { useKitUpdateOwnProfileMutation } from '@dating/shared-kit/account-api';
import { profileErrorPrefix, profileMessages } from '../messages';
import { nameError, nameMaxLength } from '../rules/name-rules';
import { attributeNames } from '../rules/profile-attributes';
import { AttributeSelect } from './attribute-select';
import { InterestChips } from './interest-chips';
import { LivingArea } from './living-area';
import { draftOf } from './profile-draft';
import type { ProfileDraft } from './profile-draft';
import { Actions, FieldGrid, Section, SectionTitle } from './styles';

/** About-me limit (api/src/contracts/profile.ts ABOUT_MAX_LENGTH). */
const aboutMaxLength = 2000;
const attributeFields = attributeNames;
/** Form order: the API's first rejected field in this order gets focus. */
const fields: Path<ProfileDraft>[] = ['name', 'date_of_birth', 'about', ...attributeFields, 'interests', 'country', 'region_id'];

/** The profile form: name, birth date, about me, attributes, interests, living area; errors per field. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const intl = useIntl();
  // The name is checked once left (then on every change), as before: not while the member is still typing it.
  const form = useForm<ProfileDraft>({ defaultValues: draftOf(profile), mode: 'onTouched' });
  const [update, { isLoading, isSuccess, error, reset }] = useKitUpdateOwnProfileMutation();
  const failure = apiErrorOf(error);
  const unplacedFailure = failure && !failure.details.length ? failure : undefined;
  // Placeholders of the API's field texts ({min_age}) and of the form's own ({max}).
  const [errorValues, setErrorValues] = useState<Record<string, string | number>>({ max: nameMaxLength });
  const about = useWatch({ control: form.control, name: 'about' });
  const { errors } = form.formState;

  // A saved notice no longer applies once the member edits again.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (isSuccess) reset();
    });
    return () => subscription.unsubscribe();
  }, [form, isSuccess, reset]);

  /** The feature's text for an API code, else the generic one (ids from the API's codes: checked by check-messages). */
  const errorIdOf = (code: string) =>
    `${profileErrorPrefix}${code}` in intl.messages ? `${profileErrorPrefix}${code}` : profileMessages.generic.id;
  const errorTextOf = (field: Path<ProfileDraft>) => {
    const message = errors[field as keyof ProfileDraft]?.message;
    return message ? formatMessageById(intl, message, errorValues) : undefined;
  };

  const submit = async (draft: ProfileDraft) => {
    const result = await update({ ...draft, name: draft.name.trim(), about: draft.about.trim() });
    const rejected = 'error' in result ? apiErrorOf(result.error) : undefined;
    if (rejected?.details.length) {
      setErrorValues({ max: nameMaxLength, ...rejected.params });
      applyApiFieldErrors(form.setError, rejected.details, fields, (_, detail) => errorIdOf(detail.code ?? rejected.code));
    }
  };

  return (
    <Section aria-labelledby="profile-details-heading">
      <SectionTitle id="profile-details-heading">{intl.formatMessage(profileMessages.detailsHeading)}</SectionTitle>
      <KitForm form={form} onValid={submit}>
        <FieldGrid>
          <FormTextField<ProfileDraft>
            name="name"
            label={intl.formatMessage(profileMessages.name)}
            maxLength={nameMaxLength + 10}
            autoComplete="nickname"
            messageValues={errorValues}
            rules={{
              validate: (value) => (nameError(String(value), profile.email) ? errorIdOf(nameError(String(value), profile.email)!) : true),
            }}
          />
          <FormTextField<ProfileDraft>
            name="date_of_birth"
            label={intl.formatMessage(profileMessages.dateOfBirth)}
            type="date"
            autoComplete="bday"
            messageValues={errorValues}
          />
        </FieldGrid>
        <FormTextArea<ProfileDraft>
          name="about"
          id="profile-about"
          label={intl.formatMessage(profileMessages.about)}
          maxLength={aboutMaxLength}
          messageValues={errorValues}
          hint={intl.formatMessage(profileMessages.aboutCount, { count: about.length, max: aboutMaxLength })}
        />
        <FieldGrid>
          {attributeFields.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <AttributeSelect name={name} value={field.value} error={errorTextOf(name)} onChange={field.onChange} />
              )}
            />
          ))}
        </FieldGrid>
        <Controller
          control={form.control}
          name="interests"
          render={({ field }) => <InterestChips value={field.value} error={errorTextOf('interests')} onChange={field.onChange} />}
        />
        <LivingAreaField form={form} errorTextOf={errorTextOf} />
        {unplacedFailure && (
          <Alert tone="danger">{translateApiError(intl, unplacedFailure, profileErrorPrefix, profileMessages.generic.id)}</Alert>
        )}
        {failure?.details.length ? <Alert tone="danger">{intl.formatMessage(profileMessages.fixErrors)}</Alert> : null}
        <Actions>
          <Button type="submit" variant="primary" loading={isLoading}>
            {intl.formatMessage(profileMessages.save)}
          </Button>
          {isSuccess && <span role="status">{intl.formatMessage(profileMessages.saved)}</span>}
        </Actions>
      </KitForm>
    </Section>
  );
}

/** Country and region move together (a new country clears the region), so they are set as one value. */
function LivingAreaField({
  form,
  errorTextOf,
}: {
  form: ReturnType<typeof useForm<ProfileDraft>>;
  errorTextOf: (field: Path<ProfileDraft>) => string | undefined;
}) {
  const [country, regionId] = useWatch({ control: form.control, name: ['country', 'region_id'] });
  return (
    <LivingArea
      value={{ country, region_id: regionId }}
      errors={{ country: errorTextOf('country'), region_id: errorTextOf('region_id') }}
      onChange={(area) => {
        form.setValue('country', area.country, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        form.setValue('region_id', area.region_id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }}
    />
  );
}
