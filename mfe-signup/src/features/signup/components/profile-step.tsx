import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Select } from '@dating/shared-kit/ui';
import { Chip, formatMessageById, useGetInterestsQuery, useGetRegionsQuery, useGetSettingsQuery } from '@dating/shared-kit';
import type { OwnProfile, ProfileUpdate } from '@dating/shared-kit';
import { profileStepMessages } from '../messages';
import { useKitGeocodeMutation } from '@dating/shared-kit/account-api';
import { flowMessages } from '../../../shared/flow-messages';
import { useSaveAndContinue } from '../hooks/use-save-and-continue';
import { ChipRow, Column, ErrorText, Fieldset } from './signup-styles';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { AttributeMessages, ChipRows, type AttributePicks, type SignupAttribute } from './attribute-chips';

// The whole step waits inside the attribute labels' catalogue (one Suspense), so it appears at once instead of its
// chips pushing the rest of it down when the labels arrive.

type Located = { country: OwnProfile['country']; regionId: number; name: string };

/** Step 1: where the member lives (the location button or a region) and interest chips. */
export function ProfileStep({ profile, onDone, onBack }: StepProps) {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const country = profile?.country ?? settings?.geoip_selected_country;
  const { data: regions } = useGetRegionsQuery(country);
  const { data: interests } = useGetInterestsQuery();
  const [geocode, geocoding] = useKitGeocodeMutation();
  const [saveAndContinue, saving] = useSaveAndContinue(onDone);
  const [located, setLocated] = useState<Located>();
  const [regionId, setRegionId] = useState<string>(profile?.region_id ? String(profile.region_id) : '');
  const [picked, setPicked] = useState<string[]>(profile?.interests ?? []);
  const [attributes, setAttributes] = useState<AttributePicks>(() => ({
    relationship_status: profile?.relationship_status ?? undefined,
    body_type: profile?.body_type ?? undefined,
    reason: profile?.reason ?? undefined,
  }));
  const [locateFailed, setLocateFailed] = useState(false);
  const [sent, setSent] = useState(false);

  const locate = () => {
    setLocateFailed(false);
    if (!('geolocation' in navigator)) return setLocateFailed(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const answer = await geocode({ lat: coords.latitude, lon: coords.longitude })
          .unwrap()
          .catch(() => false as const);
        if (!answer) return setLocateFailed(true);
        setLocated({ country: answer.country, regionId: answer.region.id, name: answer.region.name });
        setRegionId('');
      },
      () => setLocateFailed(true),
      { maximumAge: 60 * 60 * 1000, timeout: 15_000 },
    );
  };

  const toggle = (slug: string) =>
    setPicked((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));
  const hasRegion = Boolean(located || regionId);

  const next = async () => {
    setSent(true);
    if (!hasRegion) return;
    const place = located ? { country: located.country, region_id: located.regionId } : { region_id: Number(regionId) };
    const chosen = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value)) as Pick<ProfileUpdate, SignupAttribute>; // the slugs above are the contract's enums
    await saveAndContinue({ ...place, ...chosen, interests: picked });
  };

  return (
    <AttributeMessages>
      <Column>
        <h2>{intl.formatMessage(profileStepMessages.title)}</h2>
        <Button variant="secondary" onClick={locate} loading={geocoding.isLoading}>
          {intl.formatMessage(geocoding.isLoading ? profileStepMessages.locating : profileStepMessages.locate)}
        </Button>
        {located && <p role="status">{intl.formatMessage(profileStepMessages.located, { region: located.name })}</p>}
        {locateFailed && <p role="status">{intl.formatMessage(profileStepMessages.locateFailed)}</p>}
        <Select
          label={intl.formatMessage(profileStepMessages.region)}
          value={regionId}
          onChange={(e) => {
            setRegionId(e.target.value);
            setLocated(undefined);
          }}
        >
          <option value="">{intl.formatMessage(profileStepMessages.chooseRegion)}</option>
          {regions?.regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </Select>
        {sent && !hasRegion && <ErrorText role="alert">{intl.formatMessage(profileStepMessages.regionRequired)}</ErrorText>}
        <ChipRows picks={attributes} onChange={setAttributes} />
        <Fieldset>
          <legend>{intl.formatMessage(profileStepMessages.interests)}</legend>
          <ChipRow>
            {interests?.interests.map(({ slug }) => (
              <Chip key={slug} selected={picked.includes(slug)} onClick={() => toggle(slug)}>
                {`signup.interest.${slug}` in intl.messages ? formatMessageById(intl, `signup.interest.${slug}`) : slug}
              </Chip>
            ))}
          </ChipRow>
        </Fieldset>
        {saving.isError && <Alert tone="danger">{intl.formatMessage(flowMessages.saveFailed)}</Alert>}
        <StepActions onBack={onBack}>
          <Button onClick={() => void next()} loading={saving.isLoading}>
            {intl.formatMessage(flowMessages.next)}
          </Button>
        </StepActions>
      </Column>
    </AttributeMessages>
  );
}
