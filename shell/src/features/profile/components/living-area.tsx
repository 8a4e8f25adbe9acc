import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetRegionsQuery, useGetSettingsQuery } from '@dating/shared-kit';
import { Button, Select } from '@dating/shared-kit/ui';
import { useGeolocation } from '../hooks/use-geolocation';
import type { LocateFailure } from '../hooks/use-geolocation';
import { profileMessages } from '../messages';
import { Actions, FieldGrid, Fieldset, Small } from './styles';

export interface LivingAreaValue {
  country: string;
  region_id: number | null;
}

interface LivingAreaProps {
  value: LivingAreaValue;
  onChange: (value: LivingAreaValue) => void;
  errors: { country?: string; region_id?: string };
}

const failureText: Record<LocateFailure, { id: string }> = {
  denied: profileMessages.locateDenied,
  unavailable: profileMessages.locateUnavailable,
  not_found: profileMessages.locateNotFound,
  error: profileMessages.generic,
};

/** Living area: country and region selects, and "use my location" through the browser and geocode.php. */
export function LivingArea({ value, onChange, errors }: LivingAreaProps) {
  const intl = useIntl();
  const { data: settings } = useGetSettingsQuery();
  const { data: regions } = useGetRegionsQuery(value.country || undefined, { skip: !value.country });
  const { permission, locate } = useGeolocation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ message: { id: string }; region?: string } | null>(null);

  const fillFromLocation = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await locate();
    setBusy(false);
    if (result.ok) {
      onChange({ country: result.place.country, region_id: result.place.region.id });
      setOutcome({ message: profileMessages.located, region: result.place.region.name });
    } else {
      setOutcome({ message: failureText[result.reason] });
    }
  };

  const countries = settings?.countries ?? [];
  return (
    <Fieldset>
      <legend>{intl.formatMessage(profileMessages.livingHeading)}</legend>
      <FieldGrid>
        <Select
          label={intl.formatMessage(profileMessages.country)}
          value={value.country}
          error={errors.country}
          onChange={(event) => onChange({ country: event.target.value, region_id: null })}
        >
          {(countries.includes(value.country) ? countries : [value.country, ...countries]).map((code) => (
            <option key={code} value={code}>
              {intl.formatDisplayName(code, { type: 'region' }) ?? code}
            </option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(profileMessages.region)}
          value={value.region_id === null ? '' : String(value.region_id)}
          error={errors.region_id}
          onChange={(event) => onChange({ ...value, region_id: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{intl.formatMessage(profileMessages.regionNone)}</option>
          {(regions?.regions ?? []).map((region) => (
            <option key={region.id} value={String(region.id)}>
              {region.name}
            </option>
          ))}
        </Select>
      </FieldGrid>
      <Actions>
        {permission === 'unsupported' ? (
          <Small>{intl.formatMessage(profileMessages.locateUnsupported)}</Small>
        ) : (
          <Button variant="secondary" size="sm" loading={busy} disabled={permission === 'denied'} onClick={() => void fillFromLocation()}>
            {intl.formatMessage(profileMessages.locate)}
          </Button>
        )}
        {permission === 'denied' && !outcome && <Small>{intl.formatMessage(profileMessages.locateDenied)}</Small>}
        {outcome && <Small role="status">{intl.formatMessage(outcome.message, { region: outcome.region ?? '' })}</Small>}
      </Actions>
    </Fieldset>
  );
}
