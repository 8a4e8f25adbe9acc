import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { useGetRegionsQuery, useGetSettingsQuery } from '@dating/shared-kit';
import { Button, Checkbox, Select, TextField } from '@dating/shared-kit/ui';
import { searchMessages } from '../search-messages';
import { pickFilters, type SearchFilters as Filters } from '../state/search-state';

export type FilterFormLayout = 'inline' | 'sheet';

const Form = styled.form<{ $layout: FilterFormLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ $layout }) =>
    $layout === 'inline'
      ? css`
          /* One row from 992 px: gender, country, region, the two ages, "verified only" and the button. */
          grid-template-columns: repeat(3, minmax(0, 1.4fr)) repeat(2, minmax(0, 1fr)) auto auto;
          align-items: end;
          margin-bottom: ${({ theme }) => theme.space.lg};
        `
      : css`
          /* In the sheet: one control a row, the two ages side by side. */
          grid-template-columns: repeat(2, minmax(0, 1fr));
          & > :nth-child(-n + 3),
          & > :nth-child(6),
          & > button {
            grid-column: 1 / -1;
          }
        `}
`;

/** Checks the age range the way the API does, so a wrong range never leaves the form. */
export function ageError(filters: Pick<Filters, 'min_age' | 'max_age'>): 'range' | 'order' | null {
  const valid = (age: number) => Number.isInteger(age) && age >= 18 && age <= 99;
  if (!valid(filters.min_age) || !valid(filters.max_age)) return 'range';
  return filters.min_age > filters.max_age ? 'order' : null;
}

interface SearchFilterFormProps {
  value: Filters;
  onApply: (filters: Filters) => void;
  layout: FilterFormLayout;
}

/**
 * The filter form of the member search: gender, country, region and age range. It stays mounted across
 * searches (remounting it dropped the focus of the member who just pressed Search to <body>); when the
 * applied filters change from outside, the draft follows them.
 */
export function SearchFilterForm({ value, onApply, layout }: SearchFilterFormProps) {
  const intl = useIntl();
  const applied = JSON.stringify(pickFilters(value));
  const [draft, setDraft] = useState(() => pickFilters(value));
  const [draftOf, setDraftOf] = useState(applied);
  if (draftOf !== applied) {
    // React's "adjust state while rendering" instead of a `key` that would remount the form.
    setDraftOf(applied);
    setDraft(pickFilters(value));
  }
  const { data: settings } = useGetSettingsQuery();
  const { data: regions } = useGetRegionsQuery(draft.country || undefined, { skip: !draft.country });
  const error = ageError(draft);
  const update = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onApply(draft);
  };
  return (
    <Form $layout={layout} role="search" aria-label={intl.formatMessage(searchMessages.filtersLabel)} onSubmit={submit} noValidate>
      <Select
        label={intl.formatMessage(searchMessages.gender)}
        value={draft.gender}
        onChange={(event) => update({ gender: event.target.value as Filters['gender'] })}
      >
        <option value="">{intl.formatMessage(searchMessages.genderAll)}</option>
        <option value="female">{intl.formatMessage(searchMessages.genderFemale)}</option>
        <option value="male">{intl.formatMessage(searchMessages.genderMale)}</option>
      </Select>
      <Select
        label={intl.formatMessage(searchMessages.country)}
        value={draft.country}
        onChange={(event) => update({ country: event.target.value, countryregion: '' })}
      >
        <option value="">{intl.formatMessage(searchMessages.countryAll)}</option>
        {(settings?.countries ?? []).map((code) => (
          <option key={code} value={code}>
            {intl.formatDisplayName(code, { type: 'region' }) ?? code}
          </option>
        ))}
      </Select>
      <Select
        label={intl.formatMessage(searchMessages.region)}
        value={draft.countryregion}
        disabled={!draft.country}
        onChange={(event) => update({ countryregion: event.target.value })}
      >
        <option value="">{intl.formatMessage(searchMessages.regionAll)}</option>
        {(regions?.regions ?? []).map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </Select>
      <AgeField
        label={intl.formatMessage(searchMessages.minAge)}
        age={draft.min_age}
        onAge={(age) => update({ min_age: age })}
        error={error ? intl.formatMessage(error === 'order' ? searchMessages.ageOrder : searchMessages.ageRange) : undefined}
      />
      <AgeField label={intl.formatMessage(searchMessages.maxAge)} age={draft.max_age} onAge={(age) => update({ max_age: age })} />
      <Checkbox
        label={intl.formatMessage(searchMessages.verifiedOnly)}
        checked={draft.verified}
        onChange={(event) => update({ verified: event.target.checked })}
      />
      <Button type="submit" variant="primary" disabled={error !== null}>
        {intl.formatMessage(searchMessages.submit)}
      </Button>
    </Form>
  );
}

interface AgeFieldProps {
  label: string;
  /** NaN while the field is empty or not a number. */
  age: number;
  onAge: (age: number) => void;
  error?: string;
}

/** One end of the age range: a number from 18 to 99, empty while the member clears it. */
function AgeField({ label, age, onAge, error }: AgeFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={18}
      max={99}
      value={Number.isNaN(age) ? '' : age}
      onChange={(event) => onAge(event.target.valueAsNumber)}
      error={error}
    />
  );
}
